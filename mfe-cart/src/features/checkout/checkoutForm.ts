// The checkout form: zod schema (react-hook-form resolver), defaults, the signed-in prefill and the order body of
// contract C. Required fields read 'Required' (spec 2 §5 'Field-error wrapper'); the phone is normalised with
// the shared rule; a new card is the token of the payment provider's card fields (their frame checks the card). zod/mini: the tree-shakable form of zod
// (classic zod weighed about 20 KB compressed on the checkout page).
import { z } from 'zod/mini';
import {
  ADDRESS_RULES,
  EMAIL_MESSAGES,
  ERROR_TEXTS,
  isDefaultCard,
  isValidPhone,
  normalizeEmail,
  normalizePhone,
  type SavedCard,
  type SessionUser,
  type CheckoutAddress,
  type PlaceOrderInput,
  type ShippingMethodId,
} from '@storefront/shared-domain';

export const CHECKOUT_FIELD_TEXTS = {
  invalidPhone: 'Enter a 10-digit US phone number.',
  invalidState: 'Use the 2-letter state code.',
  invalidZip: 'Enter a valid ZIP code.',
  chooseCard: 'Choose a saved card.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
} as const;

const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, ERROR_TEXTS.required), z.maxLength(max, CHECKOUT_FIELD_TEXTS.tooLong(max)));
const optional = (max: number) => z.string().check(z.trim(), z.maxLength(max, CHECKOUT_FIELD_TEXTS.tooLong(max)));

export const addressSchema = z.object({
  first_name: required(50),
  last_name: required(50),
  address1: required(100),
  address2: optional(100),
  city: required(60),
  state: required(2).check(z.regex(ADDRESS_RULES.twoLetterCodePattern, CHECKOUT_FIELD_TEXTS.invalidState)),
  zip: required(10).check(z.regex(ADDRESS_RULES.usZipPattern, CHECKOUT_FIELD_TEXTS.invalidZip)),
});
export type AddressValues = z.input<typeof addressSchema>;

export const checkoutSchema = z
  .object({
    email: required(254).check(z.refine((v) => normalizeEmail(v) !== null, EMAIL_MESSAGES.invalid)),
    phone: required(30).check(z.refine((v) => isValidPhone(v), CHECKOUT_FIELD_TEXTS.invalidPhone)),
    shippingAddress: addressSchema,
    billingSameAsShipping: z.boolean(),
    // Checked below only when billing differs from shipping.
    billingAddress: z.object({
      first_name: z.string(),
      last_name: z.string(),
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
    shippingMethod: z.enum(['ground', 'express']),
    paymentKind: z.enum(['card', 'saved-card']),
    nameOnCard: z.string(),
    savedCardId: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!values.billingSameAsShipping) {
        const billing = addressSchema.safeParse(values.billingAddress);
        if (!billing.success) {
          for (const issue of billing.error.issues) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: ['billingAddress', ...issue.path] });
          }
        }
      }
      if (values.paymentKind === 'saved-card') {
        if (!values.savedCardId)
          ctx.addIssue({ code: 'custom', message: CHECKOUT_FIELD_TEXTS.chooseCard, path: ['savedCardId'] });
        return;
      }
      // The card itself is checked by the provider's card fields, in their frame.
      if (!values.nameOnCard.trim())
        ctx.addIssue({ code: 'custom', message: ERROR_TEXTS.required, path: ['nameOnCard'] });
    }),
  );

export type CheckoutValues = z.input<typeof checkoutSchema>;

const EMPTY_ADDRESS = { first_name: '', last_name: '', address1: '', address2: '', city: '', state: '', zip: '' };

export const EMPTY_CHECKOUT: CheckoutValues = {
  email: '',
  phone: '',
  shippingAddress: { ...EMPTY_ADDRESS },
  billingSameAsShipping: true,
  billingAddress: { ...EMPTY_ADDRESS },
  shippingMethod: 'ground',
  paymentKind: 'card',
  nameOnCard: '',
  savedCardId: '',
};

/** The signed-in viewer's profile and saved cards as starting values (the default card chosen). */
export function prefillFrom(profile: SessionUser | undefined, cards: readonly SavedCard[] | undefined): CheckoutValues {
  const values: CheckoutValues = { ...EMPTY_CHECKOUT, shippingAddress: { ...EMPTY_ADDRESS } };
  if (profile) {
    values.email = profile.email ?? '';
    values.phone = profile.primary_phone ?? '';
    values.shippingAddress = {
      ...EMPTY_ADDRESS,
      first_name: profile.first_name ?? '',
      last_name: profile.last_name ?? '',
      address1: profile.address?.address_line_1 ?? '',
      city: profile.address?.city ?? '',
      state: profile.address?.state_code ?? '',
      zip: profile.address?.zip_code ?? '',
    };
    values.nameOnCard = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  }
  if (cards?.length) {
    const chosen = cards.find(isDefaultCard) ?? cards[0];
    values.paymentKind = 'saved-card';
    values.savedCardId = chosen.id;
  }
  return values;
}

function toAddress(values: AddressValues): CheckoutAddress {
  const address: CheckoutAddress = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    address1: values.address1.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    zip: values.zip.trim(),
    country: 'US',
  };
  const line2 = (values.address2 ?? '').trim();
  if (line2) address.address2 = line2;
  return address;
}

/**
 * The POST /api/checkout/v3/orders body (contract C) of validated values; a new card is the token its card fields made
 * (the number and security code never pass through this page).
 */
export function toPlaceOrderBody(values: CheckoutValues, cardToken = ''): PlaceOrderInput {
  return {
    email: normalizeEmail(values.email) ?? values.email.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    shippingAddress: toAddress(values.shippingAddress),
    billingSameAsShipping: values.billingSameAsShipping,
    ...(values.billingSameAsShipping ? {} : { billingAddress: toAddress(values.billingAddress) }),
    shippingMethod: values.shippingMethod as ShippingMethodId,
    payment:
      values.paymentKind === 'saved-card'
        ? { kind: 'saved-card', cardId: values.savedCardId }
        : { kind: 'card', token: cardToken, nameOnCard: values.nameOnCard.trim() },
  };
}

/** Maps a field path of the service's validation details ('payment.cardNumber') to the form's field. */
export function formFieldOf(
  path: string,
): keyof CheckoutValues | `${'shippingAddress' | 'billingAddress'}.${string}` | null {
  const clean = path.replace(/^body\./, '');
  if (clean.startsWith('payment.')) {
    const field = clean.slice('payment.'.length);
    if (field === 'cardId') return 'savedCardId';
    return field === 'nameOnCard' ? field : null;
  }
  if (/^(shippingAddress|billingAddress)\.[a-z_0-9]+$/.test(clean)) return clean as `shippingAddress.${string}`;
  return ['email', 'phone', 'shippingMethod'].includes(clean) ? (clean as keyof CheckoutValues) : null;
}
