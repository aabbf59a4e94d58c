// The hints and suggestions box (spec 2 §2, §8; spec 1 'Cart compatibility hints'): the subwoofer suggestion when the
// cart service says so (an empty vehicle enclosure and no subwoofer: shared-domain suggestsSubwoofers), each incompatible subwoofer with the enclosures it does not fit and
// compatible subwoofers to add instead, and the pre-order notice. A suggestion's 'Add' asks the cart over the bus (the
// same queue as every other add) and shows a spinner until the cart accepts or refuses it.
import { useState } from 'react';
import { useTheme } from '@emotion/react';
import {
  CART_COMPATIBILITY_TEXTS,
  CART_TEXTS,
  LINKS,
  QUANTITY_LIMITS,
  ROUTES,
  emit,
  formatMoney,
  imageSources,
  useBusEvent,
  type AddToCartItem,
  type CartCompatibility,
  type CartLineItem,
  type CartSuggestion,
} from '@storefront/shared-domain';
import { AppLink, useStoreUrl } from '../ui/AppLink';
import { Spinner } from '@storefront/ui';
import { WiringNotice } from './WiringNotice';

export const SUGGESTION_SOURCE = 'cart-suggestion';

/** A line item's `variant` (spec 2 §3 'Cart line item'), the only shape the spec gives an item's variant. */
export type SuggestionVariant = NonNullable<CartLineItem['variant']>;

/** The suggested sku is itself the variant (each variant is its own sku): its sku, prices and image. */
function suggestionVariant(suggestion: CartSuggestion): SuggestionVariant {
  const variant: SuggestionVariant = {
    sku: suggestion.sku,
    price: suggestion.price,
    price_dealer: suggestion.price_dealer ?? null,
  };
  if (suggestion.main_image) variant.image = { url: suggestion.main_image, altText: suggestion.name };
  return variant;
}

/** spec 1 'Cart compatibility hints', spec 2 §7: 'suggestion add sends sku, quantity 1, prices, path, variant'. */
export function suggestionItem(suggestion: CartSuggestion): AddToCartItem {
  return {
    sku: suggestion.sku,
    quantity: QUANTITY_LIMITS.min,
    price: suggestion.price,
    price_map: suggestion.price_map,
    price_msrp: suggestion.price_msrp,
    price_dealer: suggestion.price_dealer ?? null,
    path: suggestion.path,
    variant: suggestionVariant(suggestion),
    product_type: suggestion.product_type ?? 'normal',
    source: SUGGESTION_SOURCE,
  };
}

function SuggestionRow({ suggestion, isDealer }: { suggestion: CartSuggestion; isDealer: boolean }) {
  const theme = useTheme();
  const toStoreUrl = useStoreUrl();
  const [adding, setAdding] = useState(false);
  const mine = (item: AddToCartItem | undefined) => item?.sku === suggestion.sku && item?.source === SUGGESTION_SOURCE;
  useBusEvent('cart:item-added', ({ item }) => {
    if (mine(item)) setAdding(false);
  });
  useBusEvent('cart:add-failed', ({ item }) => {
    if (mine(item)) setAdding(false);
  });
  const add = () => {
    setAdding(true);
    emit('cart:add-requested', { item: suggestionItem(suggestion) });
  };
  const price = isDealer && suggestion.price_dealer ? suggestion.price_dealer : suggestion.price;
  return (
    <li
      data-testid="cart-suggestion"
      data-sku={suggestion.sku}
      css={{
        display: 'grid',
        gridTemplateColumns: '48px minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: theme.spacing.sm,
        padding: `${theme.spacing.xs} 0`,
      }}
    >
      <span css={{ width: 48, height: 48, background: theme.colors.background, borderRadius: theme.radii.sm }}>
        {suggestion.main_image && (
          <img
            {...imageSources(suggestion.main_image, 48, toStoreUrl)}
            alt=""
            width={48}
            height={48}
            css={{ objectFit: 'contain' }}
          />
        )}
      </span>
      <span css={{ minWidth: 0, fontSize: theme.typography.sizes.xs }}>
        <AppLink to={ROUTES.product.href(suggestion.path)} css={{ color: theme.colors.text }}>
          {suggestion.name}
        </AppLink>
        <span css={{ display: 'block', fontWeight: theme.typography.weights.bold }}>{formatMoney(price)}</span>
      </span>
      <button
        type="button"
        onClick={add}
        disabled={adding}
        aria-busy={adding}
        data-testid="cart-suggestion-add"
        aria-label={`${CART_COMPATIBILITY_TEXTS.add} ${suggestion.name}`}
        css={{
          minWidth: 64,
          minHeight: 32,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 0,
          borderRadius: theme.radii.md,
          background: theme.colors.brand,
          color: theme.colors.textInverse,
          fontWeight: theme.typography.weights.bold,
          cursor: adding ? 'progress' : 'pointer',
        }}
      >
        {adding ? (
          <Spinner size={14} role="status" aria-label={`Adding ${suggestion.name}`} data-testid="cart-spinner" />
        ) : (
          CART_COMPATIBILITY_TEXTS.add
        )}
      </button>
    </li>
  );
}

export interface CartHintsProps {
  compatibility: CartCompatibility | undefined;
  hasPreorder: boolean;
  isDealer: boolean;
  onNavigate?: () => void;
}

export function CartHints({ compatibility, hasPreorder, isDealer, onNavigate }: CartHintsProps) {
  const theme = useTheme();
  const suggestSubwoofers = compatibility?.suggestSubwoofers === true;
  const incompatible = compatibility?.incompatible ?? [];
  const unsafeWiring = compatibility?.unsafeWiring;
  if (!suggestSubwoofers && !incompatible.length && !hasPreorder && !unsafeWiring) return null;
  const box = {
    label: 'cart-hints',
    background: theme.colors.surface,
    borderRadius: theme.radii.md,
    padding: theme.spacing.sm,
    margin: `${theme.spacing.sm} 0`,
    fontSize: theme.typography.sizes.sm,
  } as const;
  return (
    <section data-testid="cart-hints" aria-label="Cart hints">
      {suggestSubwoofers && (
        <div data-testid="cart-hint-subwoofers" css={box}>
          <h3 css={{ margin: `0 0 ${theme.spacing.xs}`, fontSize: theme.typography.sizes.md }}>
            {CART_COMPATIBILITY_TEXTS.addSubwoofersHeading}
          </h3>
          <p css={{ margin: `0 0 ${theme.spacing.sm}` }}>{CART_COMPATIBILITY_TEXTS.addSubwoofersQuestion}</p>
          <AppLink
            to={LINKS.carSubwoofers}
            onClick={onNavigate}
            css={{
              display: 'inline-block',
              padding: `${theme.spacing.xs} ${theme.spacing.md}`,
              border: `1px solid ${theme.colors.text}`,
              borderRadius: theme.radii.md,
              color: theme.colors.text,
              textDecoration: 'none',
              fontWeight: theme.typography.weights.bold,
            }}
          >
            {CART_COMPATIBILITY_TEXTS.subwoofersLink}
          </AppLink>
        </div>
      )}
      {incompatible.map((entry) => (
        <div key={entry.sku} data-testid="cart-hint-incompatible" data-sku={entry.sku} css={box}>
          <p css={{ margin: 0, color: theme.colors.danger, fontWeight: theme.typography.weights.bold }}>
            {entry.name} {CART_COMPATIBILITY_TEXTS.notCompatibleWith}
          </p>
          <ul css={{ margin: `${theme.spacing.xs} 0`, paddingLeft: theme.spacing.md }}>
            {entry.notCompatibleWith.map((enclosure) => (
              <li key={enclosure.sku}>{enclosure.name}</li>
            ))}
          </ul>
          {entry.suggestions.length > 0 && (
            <>
              <p css={{ margin: `${theme.spacing.sm} 0 0` }}>{CART_COMPATIBILITY_TEXTS.insteadAdd}</p>
              <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {entry.suggestions.map((suggestion) => (
                  <SuggestionRow key={suggestion.sku} suggestion={suggestion} isDealer={isDealer} />
                ))}
              </ul>
            </>
          )}
        </div>
      ))}
      <WiringNotice unsafeWiring={unsafeWiring} onNavigate={onNavigate} />
      {hasPreorder && (
        <p data-testid="cart-hint-preorder" css={{ ...box, color: theme.colors.warningText }}>
          {CART_TEXTS.preorderNotice}
        </p>
      )}
    </section>
  );
}
