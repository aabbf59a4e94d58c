// 'Email me when it is back': on a product or variant out of stock (not a pre-order), a shopper leaves an email (or,
// with the store's push subscription in this browser, asks for a push message) and the catalogue sends one alert when
// staff raise its stock above zero. It replaces the browser-only 'Notify Me' wish
// on this page (quick order keeps that list). A chunk of its own, fetched only when the chosen item is out of stock.
import { useState, type FormEvent } from 'react';
import { useTheme } from '@emotion/react';
import {
  BACK_IN_STOCK_PATH,
  baseApi,
  isValidEmail,
  selectSessionUser,
  useAppSelector,
} from '@storefront/shared-domain';
import type { BackInStockRequest } from '@storefront/shared-domain/admin';
import { BusyButton } from '@storefront/ui';
import { BACK_IN_STOCK_PUSH_TEXTS, BackInStockPush } from './BackInStockPush';

export const BACK_IN_STOCK_FORM_TEXTS = {
  heading: 'Email me when it is back',
  email: 'Email',
  submit: 'Email me',
  badEmail: 'Enter a valid email address.',
  done: (email: string) => `Thanks! We will email ${email} once when it is back in stock.`,
  inStock: 'Good news: it is back in stock. Reload the page to buy it.',
  failed: 'That did not work. Try again in a moment.',
} as const;

const backInStockApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestBackInStock: build.mutation<unknown, BackInStockRequest>({
      query: (body) => ({ url: BACK_IN_STOCK_PATH, method: 'POST', body }),
    }),
  }),
});

/** The API's refusal as a sentence: 409 means the item is in stock after all. */
function refusalText(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { error?: { message?: unknown } } };
  if (status === 409) return BACK_IN_STOCK_FORM_TEXTS.inStock;
  const message = data?.error?.message;
  return typeof message === 'string' && message ? message : BACK_IN_STOCK_FORM_TEXTS.failed;
}

function EmailField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange(v: string): void;
  problem: string | null;
}) {
  const theme = useTheme();
  return (
    <label css={{ display: 'grid', gap: theme.spacing.xs }}>
      {BACK_IN_STOCK_FORM_TEXTS.email}
      <input
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        data-testid="product-back-in-stock-email"
        css={{
          minHeight: 44,
          padding: `0 ${theme.spacing.sm}`,
          border: `1px solid ${problem ? theme.colors.danger : theme.colors.border}`,
          borderRadius: theme.radii.md,
          font: 'inherit',
        }}
      />
      {problem && <span css={{ color: theme.colors.danger }}>{problem}</span>}
    </label>
  );
}

// A single field: no form library, so the chunk a shopper fetches stays small.
export function BackInStockForm({ sku }: { sku: string }) {
  const theme = useTheme();
  const user = useAppSelector(selectSessionUser);
  const [request, { isLoading }] = backInStockApi.useRequestBackInStockMutation();
  const [email, setEmail] = useState(user?.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (body: Parameters<typeof request>[0], doneText: string) => {
    setRefusal(null);
    try {
      await request(body).unwrap();
      setDone(doneText);
    } catch (error) {
      setRefusal(refusalText(error));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setProblem(isValidEmail(address) ? null : BACK_IN_STOCK_FORM_TEXTS.badEmail);
    if (isValidEmail(address)) await send({ sku, email: address }, BACK_IN_STOCK_FORM_TEXTS.done(address));
    else setRefusal(null);
  };
  if (done) {
    return (
      <p role="status" data-testid="product-back-in-stock-done" css={{ margin: 0 }}>
        {done}
      </p>
    );
  }
  return (
    <form
      data-testid="product-back-in-stock"
      noValidate
      onSubmit={(event) => void submit(event)}
      css={{ display: 'grid', gap: theme.spacing.sm }}
    >
      <h2 css={{ margin: 0, fontSize: theme.typography.sizes.md }}>{BACK_IN_STOCK_FORM_TEXTS.heading}</h2>
      <EmailField value={email} onChange={setEmail} problem={problem} />
      <BusyButton type="submit" busy={isLoading} data-testid="product-back-in-stock-submit">
        {BACK_IN_STOCK_FORM_TEXTS.submit}
      </BusyButton>
      <BackInStockPush
        busy={isLoading}
        onRequest={(endpoint) => send({ sku, push: { endpoint } }, BACK_IN_STOCK_PUSH_TEXTS.done)}
      />
      {refusal && (
        <p role="alert" data-testid="product-back-in-stock-error" css={{ margin: 0 }}>
          {refusal}
        </p>
      )}
    </form>
  );
}
