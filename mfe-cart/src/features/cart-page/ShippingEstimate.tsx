// Shipping estimate by ZIP on the cart page (contract B): GET /api/cartv2/shipping-estimate?zip=NNNNN.
// A bad or unknown ZIP shows the service's message; nothing is sent until the ZIP has five digits.
import { useState, type FormEvent } from 'react';
import { useTheme } from '@emotion/react';
import { apiErrorMessage, formatMoney } from '@storefront/shared-domain';
import { useLazyGetShippingEstimateQuery } from '../cart-api/cartApi';

export const SHIPPING_ESTIMATE_TEXTS = {
  heading: 'Estimate shipping',
  zip: 'ZIP code',
  submit: 'Estimate',
  invalidZip: 'Enter a 5-digit ZIP code.',
  to: (city: string, state: string, zip: string) => `Shipping to ${city}, ${state} ${zip}`,
  days: ([min, max]: [number, number]) => (min === max ? `${min} business days` : `${min}-${max} business days`),
} as const;

const FIVE_DIGITS = /^\d{5}$/;

export function ShippingEstimate() {
  const theme = useTheme();
  const [zip, setZip] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [estimate, { data, error, isFetching, isError }] = useLazyGetShippingEstimateQuery();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = zip.trim();
    if (!FIVE_DIGITS.test(typed)) {
      setLocalError(SHIPPING_ESTIMATE_TEXTS.invalidZip);
      return;
    }
    setLocalError(null);
    void estimate(typed);
  };

  const message = localError ?? (isError ? apiErrorMessage(error) : null);
  return (
    <section
      data-testid="cart-shipping-estimate"
      css={{ borderTop: `1px solid ${theme.colors.border}`, paddingTop: theme.spacing.md }}
    >
      <h2 css={{ margin: `0 0 ${theme.spacing.sm}`, fontSize: theme.typography.sizes.md }}>
        {SHIPPING_ESTIMATE_TEXTS.heading}
      </h2>
      <form onSubmit={submit} noValidate css={{ display: 'flex', gap: theme.spacing.sm }}>
        <label css={{ flex: 1, display: 'grid', gap: theme.spacing.xxs, fontSize: 12 }}>
          {SHIPPING_ESTIMATE_TEXTS.zip}
          <input
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            data-testid="cart-shipping-zip"
            aria-invalid={Boolean(message)}
            css={{
              minHeight: 40,
              padding: `0 ${theme.spacing.sm}`,
              border: `1px solid ${message ? theme.colors.danger : theme.colors.border}`,
              borderRadius: theme.radii.md,
              font: 'inherit',
            }}
          />
        </label>
        <button
          type="submit"
          disabled={isFetching}
          data-testid="cart-shipping-submit"
          css={{
            alignSelf: 'end',
            minHeight: 40,
            padding: `0 ${theme.spacing.md}`,
            border: `1px solid ${theme.colors.text}`,
            borderRadius: theme.radii.md,
            background: theme.colors.background,
            fontWeight: theme.typography.weights.bold,
            cursor: 'pointer',
          }}
        >
          {SHIPPING_ESTIMATE_TEXTS.submit}
        </button>
      </form>
      {message && (
        <p role="alert" data-testid="cart-shipping-error" css={{ color: theme.colors.danger, fontSize: 14 }}>
          {message}
        </p>
      )}
      {data && !message && !isFetching && (
        <div data-testid="cart-shipping-result" css={{ fontSize: theme.typography.sizes.sm }}>
          <p css={{ margin: `${theme.spacing.sm} 0` }}>{SHIPPING_ESTIMATE_TEXTS.to(data.city, data.state, data.zip)}</p>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.xs }}>
            {data.methods.map((method) => (
              <li key={method.id} css={{ display: 'flex', justifyContent: 'space-between', gap: theme.spacing.sm }}>
                <span>
                  {method.label}{' '}
                  <span css={{ color: theme.colors.textMuted }}>
                    ({SHIPPING_ESTIMATE_TEXTS.days(method.estimatedDays)})
                  </span>
                </span>
                <strong>{method.price === 0 ? 'FREE' : formatMoney(method.price)}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
