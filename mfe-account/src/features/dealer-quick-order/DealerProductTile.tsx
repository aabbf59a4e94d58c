// Dealer product tile (spec 2 §2): a grid tile linking to /products/{site_handle} with image, SKU, name, the dealer's
// price lines, warehouse stock and an add-to-cart control; out of stock -> the notify-style control (spec 2 §5).
import { css, type Theme } from '@emotion/react';
import { IMAGES, STOCK_TEXTS, UI_DELAYS, displaySku, emit, imageSources, useBusEvent } from '@storefront/shared-domain';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import {
  canAddToDealerCart,
  dealerCartItem,
  dealerPriceLines,
  dealerProductHref,
  type DealerProduct,
} from './dealerProduct';
import { Button } from '@storefront/ui';
import { DealerPriceLines, NotifyMe, WarehouseStock } from './ui';

export const TILE_TEXTS = { added: 'Added', adding: 'Adding...' } as const;

/** Without an answer from the cart (none listening) the button returns to idle (CHOICE, as the catalogue card). */
export const TILE_ADD_TIMEOUT_MS = 10_000;

const tileGridCss = (theme: Theme) =>
  css({
    label: 'accountDealerTiles',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: theme.spacing.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  });

/** The list the dealer tiles sit in, one `<li>` per tile. */
export function TileGrid(props: ComponentProps<'ul'>) {
  return <ul css={tileGridCss} {...props} />;
}

const tileCss = (theme: Theme) =>
  css({
    label: 'accountDealerTile',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.sm,
    height: '100%',
    padding: theme.spacing.md,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    background: theme.colors.background,
    boxSizing: 'border-box',
    img: {
      display: 'block',
      width: '100%',
      height: 'auto',
      aspectRatio: '1 / 1',
      objectFit: 'contain',
      background: theme.colors.surface,
      borderRadius: theme.radii.md,
    },
    h3: { margin: 0, fontSize: theme.typography.sizes.md, lineHeight: theme.typography.lineHeights.tight },
    'h3 a': { color: theme.colors.text },
    '.sku': { margin: 0, fontFamily: theme.typography.monoFamily, fontSize: theme.typography.sizes.xs },
    '.actions': { marginTop: 'auto', display: 'grid' },
  });

type AddStatus = 'idle' | 'adding' | 'added';

/** Adds one unit; the cart answers on the bus (`cart:item-added` / `cart:add-failed`). */
function TileAddButton({ product }: { product: DealerProduct }) {
  const [status, setStatus] = useState<AddStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const settle = (next: AddStatus) => {
    if (timer.current) clearTimeout(timer.current);
    setStatus(next);
    timer.current = next === 'added' ? setTimeout(() => setStatus('idle'), UI_DELAYS.addToCartRevertMs) : null;
  };
  useBusEvent('cart:item-added', (payload) => {
    if (status === 'adding' && payload?.item?.sku === product.sku) settle('added');
  });
  useBusEvent('cart:add-failed', (payload) => {
    if (status === 'adding' && payload?.item?.sku === product.sku) settle('idle');
  });
  return (
    <Button
      variant="primary"
      disabled={status === 'adding'}
      aria-busy={status === 'adding' || undefined}
      onClick={() => {
        settle('adding');
        timer.current = setTimeout(() => setStatus('idle'), TILE_ADD_TIMEOUT_MS);
        emit('cart:add-requested', { item: dealerCartItem(product, 1) });
      }}
      data-testid="account-dealer-tile-add"
    >
      {status === 'adding' ? TILE_TEXTS.adding : status === 'added' ? TILE_TEXTS.added : STOCK_TEXTS.addToCart}
    </Button>
  );
}

export function DealerProductTile({ product }: { product: DealerProduct }) {
  const href = dealerProductHref(product);
  const nameId = `account-dealer-tile-${product.sku}`;
  return (
    <article css={tileCss} data-testid="account-dealer-tile" data-sku={product.sku} aria-labelledby={nameId}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <img
          {...imageSources(product.imageUrl, IMAGES.productCardPx)}
          alt=""
          width={IMAGES.productCardPx}
          height={IMAGES.productCardPx}
          loading="lazy"
        />
      </Link>
      <p className="sku">SKU: {displaySku(product.sku)}</p>
      <h3 id={nameId}>
        <Link to={href} data-testid="account-dealer-tile-link">
          {product.name}
        </Link>
      </h3>
      <DealerPriceLines lines={dealerPriceLines(product)} testId="account-dealer-tile-price" />
      <WarehouseStock product={product} testId="account-dealer-tile-stock" />
      <div className="actions">
        {canAddToDealerCart(product) ? (
          <TileAddButton product={product} />
        ) : (
          <NotifyMe sku={product.sku} testId="account-dealer-tile-notify" />
        )}
      </div>
    </article>
  );
}
