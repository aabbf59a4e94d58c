// Product page (/products/:handle): name, price and image from the catalog service, and an add-to-cart request on the
// bus (the cart remote owns the call). Variants, stock, reviews and the rest come in later issues.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import {
  apiErrorMessage,
  emit,
  formatMoney,
  priceDisplayLines,
  selectIsDealer,
  useAppSelector,
  type ProductDetail,
} from '@storefront/shared-domain';
import { useGetProductByHandleQuery } from './productApi';

export const PRODUCT_TEXTS = {
  loading: 'Loading...',
  notFound: 'Product not found',
  addToCart: 'Add to Cart',
} as const;

function productImage(product: ProductDetail): string | undefined {
  return product.images?.find((image) => image?.url)?.url || product.imageUrl || undefined;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

export function ProductPage() {
  const theme = useTheme();
  const { handle = '' } = useParams<{ handle: string }>();
  const isDealer = useAppSelector(selectIsDealer);
  const { data: product, isLoading, isFetching, error } = useGetProductByHandleQuery(handle, { skip: !handle });
  const [requested, setRequested] = useState(false);

  if (!handle || isNotFound(error)) {
    return (
      <section data-boundary="product" data-testid="product-page">
        <h1>{PRODUCT_TEXTS.notFound}</h1>
      </section>
    );
  }
  if (isLoading || (isFetching && !product)) {
    return (
      <section data-boundary="product" data-testid="product-page" aria-busy="true">
        <p role="status">{PRODUCT_TEXTS.loading}</p>
      </section>
    );
  }
  if (error || !product) {
    return (
      <section data-boundary="product" data-testid="product-page">
        <p role="alert" css={{ color: theme.colors.danger }}>
          {apiErrorMessage(error)}
        </p>
      </section>
    );
  }

  const image = productImage(product);
  // Sale prices come with the sale settings in a later issue; dealers see MAP struck and their price.
  const priceLines = priceDisplayLines(
    { ...product, preorderEligible: product.preorderInfo?.is_pre_order_eligible === true },
    { isDealer, saleDiscount: 0 },
  );
  const addToCart = () => {
    setRequested(true);
    emit('cart:add-requested', {
      item: {
        sku: product.sku,
        quantity: 1,
        product_id: product.id,
        product_type: product.product_type,
        price: product.price,
        price_map: product.price_map,
        price_msrp: product.price_msrp,
        price_dealer: product.price_dealer ?? null,
        is_pre_ordered_item: false,
        source: 'product-page',
      },
    });
  };

  return (
    <article
      data-boundary="product"
      data-testid="product-page"
      data-sku={product.sku}
      css={{
        display: 'grid',
        gap: theme.spacing.lg,
        padding: theme.spacing.md,
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        [theme.mq.mobile]: { gridTemplateColumns: '1fr' },
      }}
    >
      <div>
        {image && <img src={image} alt={product.name} css={{ width: '100%', height: 'auto', objectFit: 'contain' }} />}
      </div>
      <div>
        <h1 css={{ fontSize: theme.typography.sizes.xxl, margin: `0 0 ${theme.spacing.sm}` }}>{product.name}</h1>
        <p css={{ color: theme.colors.textMuted, margin: 0 }}>SKU: {product.sku}</p>
        <div data-testid="product-price" css={{ margin: `${theme.spacing.md} 0` }}>
          {priceLines.map((line) => (
            <p
              key={line.kind}
              data-price-kind={line.kind}
              css={{
                margin: 0,
                fontSize: line.struck ? theme.typography.sizes.sm : theme.typography.sizes.xl,
                fontWeight: line.struck ? 400 : theme.typography.weights.bold,
                color: line.struck ? theme.colors.textMuted : theme.colors.text,
              }}
            >
              <span css={{ fontSize: theme.typography.sizes.sm, fontWeight: 400, marginRight: theme.spacing.sm }}>
                {line.label}
              </span>
              {line.struck ? <s>{formatMoney(line.amount)}</s> : formatMoney(line.amount)}
            </p>
          ))}
        </div>
        <button
          type="button"
          onClick={addToCart}
          data-testid="product-add-to-cart"
          data-requested={requested ? 'true' : undefined}
          css={{
            background: theme.colors.brand,
            color: theme.colors.textInverse,
            border: 0,
            padding: `${theme.spacing.sm} ${theme.spacing.xl}`,
            borderRadius: theme.radii.md,
            fontWeight: theme.typography.weights.bold,
            cursor: 'pointer',
          }}
        >
          {PRODUCT_TEXTS.addToCart}
        </button>
      </div>
    </article>
  );
}
