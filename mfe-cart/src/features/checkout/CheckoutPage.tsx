// Checkout (/checkout/v3): contact, shipping address, shipping method, payment, review and place order (issue 11
// contract C). Guests check out with their details; signed-in viewers start from their profile and saved cards.
// react-hook-form + zod; validation runs on submit and again on change (spec 2 §5). Errors of the service show in
// words; a declined card shows the message and keeps the form as typed. A placed order goes to the confirmation page.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import {
  apiErrorMessage,
  CART_TEXTS,
  cardBrand,
  cardLast4,
  CARD_BRAND_NAMES,
  displaySku,
  expiryMonthOptions,
  expiryYearOptions,
  formatMoney,
  PATHS,
  roundMoney,
  selectIsLoggedIn,
  useAppSelector,
  visibleCartLines,
  type ShippingMethodId,
  FieldErrorText,
  SelectField,
  TextField,
} from '@storefront/shared-domain';
import {
  CART_QUERY_OPTIONS,
  useGetCartQuery,
  useGetCheckoutCardsQuery,
  useGetCheckoutProfileQuery,
  useLazyGetShippingEstimateQuery,
} from '../cart-api/cartApi';
import { ItemTitle } from '../ui/ItemTitle';
import { Spinner } from '../ui/Spinner';
import { AppLink } from '../ui/AppLink';
import {
  checkoutSchema,
  EMPTY_CHECKOUT,
  formFieldOf,
  prefillFrom,
  toPlaceOrderBody,
  type CheckoutValues,
} from './checkoutForm';
import { CONFIRMATION_PATH, saveConfirmation } from './confirmationStore';
import { usePlaceOrder } from './usePlaceOrder';
import { useCartHandoff } from './useCartHandoff';

export const CHECKOUT_TEXTS = {
  title: 'Checkout',
  contact: 'Contact',
  email: 'Email',
  phone: 'Phone',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  billingSame: 'Billing address is the same as shipping',
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address',
  address2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  shippingMethod: 'Shipping method',
  methodLabels: { ground: 'Ground', express: 'Express' } as Record<ShippingMethodId, string>,
  days: ([min, max]: [number, number]) => (min === max ? `${min} business days` : `${min}-${max} business days`),
  payment: 'Payment',
  newCard: 'New card',
  savedCard: 'Saved card',
  cardNumber: 'Card number',
  expMonth: 'Expiry month',
  expYear: 'Expiry year',
  cvc: 'Security code (CVC)',
  nameOnCard: 'Name on card',
  testCardHint:
    'Test payments: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails; any future expiry and any 3-digit CVC.',
  savedCardLabel: (brand: string, last4: string, month: number, year: number) =>
    `${brand} ending in ${last4} (expires ${String(month).padStart(2, '0')}/${year})`,
  review: 'Review your order',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  total: 'Total',
  placeOrder: 'Place Order',
  placing: 'Placing order...',
  outOfStock: (sku: string, available: number) => `${displaySku(sku)}: ${available} available`,
  backToCart: 'Back to cart',
  loading: 'Loading...',
} as const;

type ServerError = { status?: unknown; data?: { error?: { code?: string; message?: string; details?: unknown } } };

/** Validation details of the service as [field path, message] pairs (array of {path|field, message} or a map). */
function detailPairs(details: unknown): Array<[string, string]> {
  if (Array.isArray(details)) {
    return details.flatMap((d) => {
      const entry = d as { path?: unknown; field?: unknown; message?: unknown };
      const path = Array.isArray(entry.path) ? entry.path.join('.') : (entry.path ?? entry.field);
      return typeof path === 'string' && typeof entry.message === 'string'
        ? [[path, entry.message] as [string, string]]
        : [];
    });
  }
  if (details && typeof details === 'object') {
    return Object.entries(details as Record<string, unknown>).flatMap(([path, message]) =>
      typeof message === 'string' ? [[path, message] as [string, string]] : [],
    );
  }
  return [];
}

function Section({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  const theme = useTheme();
  return (
    <fieldset
      data-testid={testId}
      css={{
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        padding: theme.spacing.md,
        margin: 0,
        display: 'grid',
        gap: theme.spacing.md,
        minWidth: 0,
      }}
    >
      <legend css={{ padding: `0 ${theme.spacing.xs}`, fontWeight: theme.typography.weights.bold, fontSize: 18 }}>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export function CheckoutPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const handoff = useCartHandoff();
  const { data: cart, isLoading: cartLoading, error: cartError } = useGetCartQuery(undefined, CART_QUERY_OPTIONS);
  const { data: profile } = useGetCheckoutProfileQuery(undefined, { skip: !loggedIn });
  const { data: cards } = useGetCheckoutCardsQuery(undefined, { skip: !loggedIn });
  const [estimate, { data: shippingEstimate }] = useLazyGetShippingEstimateQuery();
  const placeOrder = usePlaceOrder();
  const [formError, setFormError] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const years = useMemo(() => expiryYearOptions(new Date()), []);

  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: EMPTY_CHECKOUT,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Signed-in viewers start from their profile and default card; what the viewer already typed stays.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !loggedIn || !profile || cards === undefined) return;
    prefilled.current = true;
    reset(prefillFrom(profile, cards), { keepDirtyValues: true });
  }, [loggedIn, profile, cards, reset]);

  const [billingSame, paymentKind, shippingMethod, zip] = useWatch({
    control,
    name: ['billingSameAsShipping', 'paymentKind', 'shippingMethod', 'shippingAddress.zip'],
  });
  const zip5 = /^\d{5}/.exec((zip ?? '').trim())?.[0];
  useEffect(() => {
    if (zip5) void estimate(zip5, true);
  }, [zip5, estimate]);

  const lines = visibleCartLines(cart?.items ?? []);
  const methods = shippingEstimate?.methods ?? [];
  const chosenMethod = methods.find((m) => m.id === shippingMethod);
  const shippingTotal = chosenMethod ? chosenMethod.price : (cart?.shippingTotal ?? 0);
  const total = roundMoney((cart?.subTotal ?? 0) + shippingTotal);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setPaymentError(null);
    const body = toPlaceOrderBody(values);
    const outcome = await placeOrder(body);
    if (outcome.ok) {
      saveConfirmation(outcome.result, {
        first_name: body.shippingAddress.first_name,
        last_name: body.shippingAddress.last_name,
        primary_phone: body.phone,
      });
      navigate(CONFIRMATION_PATH);
      return;
    }
    const error = outcome.error as ServerError;
    const code = error?.data?.error?.code;
    const message = apiErrorMessage(error);
    if (error?.status === 402) {
      // The card is refused: say so next to the payment, keep everything typed except the security code.
      setPaymentError(message);
      if (values.paymentKind === 'card') resetField('cvc');
      return;
    }
    if (code === 'out_of_stock') {
      const details = error.data?.error?.details;
      const list = Array.isArray(details)
        ? details
            .filter((d): d is { sku: string; available: number } => typeof (d as { sku?: unknown })?.sku === 'string')
            .map((d) => CHECKOUT_TEXTS.outOfStock(d.sku, Number(d.available) || 0))
        : [];
      setFormError([message, ...list].join(' '));
      return;
    }
    for (const [path, fieldMessage] of detailPairs(error?.data?.error?.details)) {
      const field = formFieldOf(path);
      if (field) setError(field as Path<CheckoutValues>, { type: 'server', message: fieldMessage });
    }
    setFormError(message);
  });

  const page = {
    label: 'checkout-page',
    maxWidth: theme.layout.contentMaxWidth,
    margin: '0 auto',
    padding: `${theme.spacing.lg} ${theme.spacing.md}`,
    boxSizing: 'border-box',
  } as const;

  const handoffError = handoff.error ? (
    <p role="alert" data-testid="checkout-handoff-error" css={{ color: theme.colors.danger }}>
      {apiErrorMessage(handoff.error)}
    </p>
  ) : null;

  if ((cartLoading && !cart) || handoff.pending) {
    return (
      <section data-boundary="cart" data-testid="checkout-page" css={page}>
        <p role="status">{CHECKOUT_TEXTS.loading}</p>
      </section>
    );
  }
  if (!isSubmitting && !lines.length) {
    return (
      <section data-boundary="cart" data-testid="checkout-page" css={page}>
        <h1>{CHECKOUT_TEXTS.title}</h1>
        {handoffError}
        {/* An order placed in another window empties this cart too: its answer still says so here. */}
        {formError && (
          <p role="alert" data-testid="checkout-error" css={{ color: theme.colors.danger }}>
            {formError}
          </p>
        )}
        {cartError && !cart ? (
          <p role="alert" css={{ color: theme.colors.danger }}>
            {apiErrorMessage(cartError)}
          </p>
        ) : (
          <p data-testid="checkout-empty">{CART_TEXTS.empty}</p>
        )}
        <AppLink to={PATHS.home} css={{ color: theme.colors.link }}>
          Continue shopping
        </AppLink>
      </section>
    );
  }

  const addressFields = (prefix: 'shippingAddress' | 'billingAddress') => {
    const e = errors[prefix];
    return (
      <div css={{ display: 'grid', gap: theme.spacing.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <TextField
          label={CHECKOUT_TEXTS.firstName}
          autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} given-name`}
          registration={register(`${prefix}.first_name`)}
          error={e?.first_name}
          testId={`checkout-${prefix}-first-name`}
        />
        <TextField
          label={CHECKOUT_TEXTS.lastName}
          autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} family-name`}
          registration={register(`${prefix}.last_name`)}
          error={e?.last_name}
          testId={`checkout-${prefix}-last-name`}
        />
        <div css={{ gridColumn: '1 / -1' }}>
          <TextField
            label={CHECKOUT_TEXTS.address1}
            autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-line1`}
            registration={register(`${prefix}.address1`)}
            error={e?.address1}
            testId={`checkout-${prefix}-address1`}
          />
        </div>
        <div css={{ gridColumn: '1 / -1' }}>
          <TextField
            label={CHECKOUT_TEXTS.address2}
            autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-line2`}
            registration={register(`${prefix}.address2`)}
            error={e?.address2}
            testId={`checkout-${prefix}-address2`}
          />
        </div>
        <div css={{ gridColumn: '1 / -1' }}>
          <TextField
            label={CHECKOUT_TEXTS.city}
            autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-level2`}
            registration={register(`${prefix}.city`)}
            error={e?.city}
            testId={`checkout-${prefix}-city`}
          />
        </div>
        <TextField
          label={CHECKOUT_TEXTS.state}
          autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-level1`}
          maxLength={2}
          registration={register(`${prefix}.state`)}
          error={e?.state}
          testId={`checkout-${prefix}-state`}
        />
        <TextField
          label={CHECKOUT_TEXTS.zip}
          inputMode="numeric"
          autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} postal-code`}
          registration={register(`${prefix}.zip`)}
          error={e?.zip}
          testId={`checkout-${prefix}-zip`}
        />
      </div>
    );
  };

  const radioRow = {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    padding: theme.spacing.sm,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    cursor: 'pointer',
  } as const;

  return (
    <section data-boundary="cart" data-testid="checkout-page" css={page}>
      <h1 css={{ margin: `0 0 ${theme.spacing.md}`, fontSize: theme.typography.sizes.xxl }}>{CHECKOUT_TEXTS.title}</h1>
      {handoffError}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={CHECKOUT_TEXTS.title}
        data-testid="checkout-form"
        css={{
          display: 'grid',
          gap: theme.spacing.lg,
          alignItems: 'start',
          [theme.mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
        }}
      >
        <div css={{ display: 'grid', gap: theme.spacing.lg, minWidth: 0 }}>
          <Section title={CHECKOUT_TEXTS.contact} testId="checkout-contact">
            <div
              css={{ display: 'grid', gap: theme.spacing.md, [theme.mq.tabletUp]: { gridTemplateColumns: '1fr 1fr' } }}
            >
              <TextField
                label={CHECKOUT_TEXTS.email}
                type="email"
                autoComplete="email"
                registration={register('email')}
                error={errors.email}
                testId="checkout-email"
              />
              <TextField
                label={CHECKOUT_TEXTS.phone}
                type="tel"
                autoComplete="tel"
                registration={register('phone')}
                error={errors.phone}
                testId="checkout-phone"
              />
            </div>
          </Section>

          <Section title={CHECKOUT_TEXTS.shippingAddress} testId="checkout-shipping-address">
            {addressFields('shippingAddress')}
            <label css={{ display: 'flex', gap: theme.spacing.sm, alignItems: 'center' }}>
              <input type="checkbox" data-testid="checkout-billing-same" {...register('billingSameAsShipping')} />
              {CHECKOUT_TEXTS.billingSame}
            </label>
          </Section>

          {!billingSame && (
            <Section title={CHECKOUT_TEXTS.billingAddress} testId="checkout-billing-address">
              {addressFields('billingAddress')}
            </Section>
          )}

          <Section title={CHECKOUT_TEXTS.shippingMethod} testId="checkout-shipping-method">
            {(['ground', 'express'] as const).map((id) => {
              const method = methods.find((m) => m.id === id);
              return (
                <label key={id} css={radioRow}>
                  <input
                    type="radio"
                    value={id}
                    data-testid={`checkout-method-${id}`}
                    {...register('shippingMethod')}
                  />
                  <span css={{ flex: 1 }}>
                    {method?.label ?? CHECKOUT_TEXTS.methodLabels[id]}
                    {method && (
                      <span css={{ display: 'block', fontSize: 13, color: theme.colors.textMuted }}>
                        {CHECKOUT_TEXTS.days(method.estimatedDays)}
                      </span>
                    )}
                  </span>
                  {method && <strong>{method.price === 0 ? 'FREE' : formatMoney(method.price)}</strong>}
                </label>
              );
            })}
            <FieldErrorText error={errors.shippingMethod} />
          </Section>

          <Section title={CHECKOUT_TEXTS.payment} testId="checkout-payment">
            {!!cards?.length && (
              <div css={{ display: 'grid', gap: theme.spacing.sm }}>
                <label css={radioRow}>
                  <input
                    type="radio"
                    value="saved-card"
                    data-testid="checkout-pay-saved"
                    {...register('paymentKind')}
                  />
                  {CHECKOUT_TEXTS.savedCard}
                </label>
                <label css={radioRow}>
                  <input type="radio" value="card" data-testid="checkout-pay-new" {...register('paymentKind')} />
                  {CHECKOUT_TEXTS.newCard}
                </label>
              </div>
            )}
            {paymentKind === 'saved-card' && !!cards?.length ? (
              <div
                role="radiogroup"
                aria-label={CHECKOUT_TEXTS.savedCard}
                css={{ display: 'grid', gap: theme.spacing.sm }}
              >
                {cards.map((card) => (
                  <label key={card.id} css={radioRow}>
                    <input
                      type="radio"
                      value={card.id}
                      data-testid="checkout-saved-card"
                      {...register('savedCardId')}
                    />
                    {CHECKOUT_TEXTS.savedCardLabel(
                      CARD_BRAND_NAMES[card.card_brand] ?? card.card_brand,
                      cardLast4(card.card_no),
                      card.exp_month,
                      card.exp_year,
                    )}
                  </label>
                ))}
                <FieldErrorText error={errors.savedCardId} />
              </div>
            ) : (
              <NewCardFields register={register} errors={errors} control={control} years={years} />
            )}
            {paymentError && (
              <p
                role="alert"
                data-testid="checkout-payment-error"
                css={{
                  margin: 0,
                  padding: theme.spacing.sm,
                  borderRadius: theme.radii.md,
                  background: theme.colors.warningBackground,
                  color: theme.colors.danger,
                  fontWeight: theme.typography.weights.bold,
                }}
              >
                {paymentError}
              </p>
            )}
          </Section>
        </div>

        <aside
          data-testid="checkout-review"
          aria-label={CHECKOUT_TEXTS.review}
          css={{
            display: 'grid',
            gap: theme.spacing.md,
            padding: theme.spacing.md,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.lg,
            background: theme.colors.surface,
            [theme.mq.desktop]: { position: 'sticky', top: theme.spacing.md },
          }}
        >
          <h2 css={{ margin: 0, fontSize: theme.typography.sizes.lg }}>{CHECKOUT_TEXTS.review}</h2>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.sm }}>
            {lines.map((line) => (
              <li
                key={line.sku}
                data-testid="checkout-review-line"
                css={{ display: 'flex', justifyContent: 'space-between', gap: theme.spacing.sm, fontSize: 14 }}
              >
                <span css={{ minWidth: 0 }}>
                  <ItemTitle title={line.short_title || line.name} />
                  <span css={{ display: 'block', color: theme.colors.textMuted, fontSize: 12 }}>
                    {displaySku(line.displayed_sku || line.sku)} × {line.quantity}
                  </span>
                </span>
                <strong>{formatMoney(line.price * line.quantity)}</strong>
              </li>
            ))}
          </ul>
          <div
            css={{
              display: 'grid',
              gap: theme.spacing.xs,
              borderTop: `1px solid ${theme.colors.border}`,
              paddingTop: 8,
            }}
          >
            <p css={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}>
              <span>{CHECKOUT_TEXTS.subtotal}</span>
              <span data-testid="checkout-subtotal">{formatMoney(cart?.subTotal ?? 0)}</span>
            </p>
            {!cart?.dealer && (cart?.discountsTotal ?? 0) > 0 && (
              <p css={{ display: 'flex', justifyContent: 'space-between', margin: 0, color: theme.colors.sale }}>
                <span>{CHECKOUT_TEXTS.discount}</span>
                <span>-{formatMoney(cart?.discountsTotal ?? 0)}</span>
              </p>
            )}
            <p css={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}>
              <span>{CHECKOUT_TEXTS.shipping}</span>
              <span data-testid="checkout-shipping">{shippingTotal === 0 ? 'FREE' : formatMoney(shippingTotal)}</span>
            </p>
            <p
              css={{
                display: 'flex',
                justifyContent: 'space-between',
                margin: 0,
                fontWeight: theme.typography.weights.bold,
                fontSize: theme.typography.sizes.lg,
              }}
            >
              <span>{CHECKOUT_TEXTS.total}</span>
              <span data-testid="checkout-total">{formatMoney(total)}</span>
            </p>
          </div>
          {formError && (
            <p role="alert" data-testid="checkout-error" css={{ margin: 0, color: theme.colors.danger }}>
              {formError}
            </p>
          )}
          <button
            type="submit"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            data-testid="checkout-place-order"
            css={{
              minHeight: 48,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: theme.spacing.sm,
              border: 0,
              borderRadius: theme.radii.md,
              background: theme.colors.brand,
              color: theme.colors.textInverse,
              fontSize: theme.typography.sizes.md,
              fontWeight: theme.typography.weights.bold,
              cursor: isSubmitting ? 'progress' : 'pointer',
              '&:hover': { background: theme.colors.brandDark },
            }}
          >
            {isSubmitting ? (
              <>
                <Spinner label={CHECKOUT_TEXTS.placing} /> {CHECKOUT_TEXTS.placing}
              </>
            ) : (
              CHECKOUT_TEXTS.placeOrder
            )}
          </button>
          <AppLink to={PATHS.cart} css={{ color: theme.colors.link, fontSize: 14, textAlign: 'center' }}>
            {CHECKOUT_TEXTS.backToCart}
          </AppLink>
        </aside>
      </form>
    </section>
  );
}

function NewCardFields({
  register,
  errors,
  control,
  years,
}: {
  register: ReturnType<typeof useForm<CheckoutValues>>['register'];
  errors: ReturnType<typeof useForm<CheckoutValues>>['formState']['errors'];
  control: ReturnType<typeof useForm<CheckoutValues>>['control'];
  years: ReturnType<typeof expiryYearOptions>;
}) {
  const theme = useTheme();
  const typed = useWatch({ control, name: 'cardNumber' });
  const brand = cardBrand(typed ?? '');
  return (
    <div
      data-testid="checkout-new-card"
      css={{ display: 'grid', gap: theme.spacing.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
    >
      <div css={{ gridColumn: '1 / -1' }}>
        <TextField
          label={CHECKOUT_TEXTS.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          registration={register('cardNumber')}
          error={errors.cardNumber}
          hint={
            <>
              {brand && <strong data-testid="checkout-card-brand">{brand}. </strong>}
              <span data-testid="checkout-test-card-hint">{CHECKOUT_TEXTS.testCardHint}</span>
            </>
          }
          testId="checkout-card-number"
        />
      </div>
      <SelectField
        label={CHECKOUT_TEXTS.expMonth}
        options={expiryMonthOptions()}
        registration={register('expMonth')}
        error={errors.expMonth as FieldError | undefined}
        testId="checkout-exp-month"
      />
      <SelectField
        label={CHECKOUT_TEXTS.expYear}
        options={years}
        registration={register('expYear')}
        error={errors.expYear}
        testId="checkout-exp-year"
      />
      <TextField
        label={CHECKOUT_TEXTS.cvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        registration={register('cvc')}
        error={errors.cvc}
        testId="checkout-cvc"
      />
      <TextField
        label={CHECKOUT_TEXTS.nameOnCard}
        autoComplete="cc-name"
        registration={register('nameOnCard')}
        error={errors.nameOnCard}
        testId="checkout-name-on-card"
      />
    </div>
  );
}
