// The page a marketing confirmation link opens (a change to an existing subscriber record asked for by
// someone who is not signed in as its owner applies only once the owner follows the link). It posts the link's token
// once and says what happened. CHOICE texts: the spec has none for this page.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { ROUTES, apiErrorStatus, baseApi } from '@storefront/shared-domain';

export const CONFIRM_SUBSCRIPTION_PATH = '/api/marketing/subscribers/confirm';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CONFIRM_TEXTS = {
  title: 'Confirm your subscription preferences',
  working: 'Confirming...',
  done: 'Thank you! Your subscription preferences are updated.',
  expired: 'This link has expired or was already used.',
  invalid: 'This confirmation link is not valid.',
  failed: 'Error: Failed - Please try again later',
  home: 'Continue shopping',
} as const;

const confirmApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmSubscription: build.mutation<unknown, string>({
      query: (token) => ({ url: CONFIRM_SUBSCRIPTION_PATH, method: 'POST', body: { token } }),
    }),
  }),
});

export function ConfirmSubscriptionPage() {
  const theme = useTheme();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN_PATTERN.test(token);
  const [confirm, { isUninitialized, isLoading, isSuccess, error }] = confirmApi.useConfirmSubscriptionMutation();
  const sent = useRef(false);

  useEffect(() => {
    // A link is single-use: post it once, even under React's double effects in development.
    if (!valid || sent.current) return;
    sent.current = true;
    void confirm(token);
  }, [confirm, token, valid]);

  let message: string;
  if (!valid) message = CONFIRM_TEXTS.invalid;
  else if (isUninitialized || isLoading) message = CONFIRM_TEXTS.working;
  else if (isSuccess) message = CONFIRM_TEXTS.done;
  else if (apiErrorStatus(error) === 404) message = CONFIRM_TEXTS.expired;
  else message = CONFIRM_TEXTS.failed;

  return (
    <section
      data-boundary="marketing"
      data-testid="marketing-confirm-subscription"
      css={{ padding: theme.spacing.lg, maxWidth: 640, margin: '0 auto' }}
    >
      <h1>{CONFIRM_TEXTS.title}</h1>
      <p role="status" aria-live="polite" data-testid="marketing-confirm-status">
        {message}
      </p>
      <Link to={ROUTES.home.path}>{CONFIRM_TEXTS.home}</Link>
    </section>
  );
}
