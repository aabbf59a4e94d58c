// /dealers, Dealer Quick Order (spec 2 §2, §5, §6): only for dealers. A guest goes to sign-in with
// error=SessionRequired (spec 2 §8); a signed-in customer who is not a dealer is pointed to the dealer application.
import { css, type Theme } from '@emotion/react';
import {
  ROUTES,
  isDealerSession,
  isLoggedIn,
  sessionRequiredHref,
  useGetSessionQuery,
} from '@storefront/shared-domain';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '@storefront/ui';
import { useDealerSearchQuery } from '../../api/dealer';
import { DealerProductTile, TileGrid } from './DealerProductTile';
import { PasteBox } from './PasteBox';
import { ProductTypeahead } from './ProductTypeahead';
import { QuickOrderGrid } from './QuickOrderGrid';
import { addableLines } from './quickOrderLines';
import { useQuickOrder, type AddAllResult } from './useQuickOrder';

export const BECOME_A_DEALER_PATH = ROUTES.becomeADealer.path;

export const QUICK_ORDER_TEXTS = {
  title: 'Dealer Quick Order',
  loading: 'Loading...',
  notDealer: 'Dealer Quick Order is for approved dealers.',
  becomeDealer: 'Become a dealer',
  addAll: 'Add all to cart',
  clear: 'Clear lines',
  added: (n: number) => `Added ${n} ${n === 1 ? 'line' : 'lines'} to the cart.`,
  skipped: (n: number) => `${n} out-of-stock ${n === 1 ? 'line was' : 'lines were'} not added.`,
  resultsTitle: (q: string) => `Results for "${q}"`,
  searching: 'Searching...',
  noResults: 'No products found.',
  searchFailed: 'Search is unavailable right now.',
} as const;

/** '/account/login?error=SessionRequired&callbackUrl=%2Fdealers'. */
export function dealerSignInHref(): string {
  return sessionRequiredHref(ROUTES.dealers.path);
}

const pageCss = (theme: Theme) =>
  css({
    label: 'accountDealerQuickOrder',
    display: 'grid',
    gap: theme.spacing.lg,
    maxWidth: theme.layout.contentMaxWidth,
    margin: '0 auto',
    padding: theme.spacing.md,
    boxSizing: 'border-box',
    minWidth: 0,
    h1: { margin: 0, fontSize: theme.typography.sizes.xxl },
    h2: { margin: 0, fontSize: theme.typography.sizes.lg },
    '.tools': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: theme.spacing.lg,
      alignItems: 'start',
    },
    '.bar': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing.sm },
    '.error': { margin: 0, color: theme.colors.danger },
    [theme.mq.mobile]: { padding: theme.spacing.sm, '.tools': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  });

function DealerResults({ query }: { query: string }) {
  const { data, isFetching, isError } = useDealerSearchQuery({ q: query, mode: 'full' });
  let content;
  if (isFetching) content = <p role="status">{QUICK_ORDER_TEXTS.searching}</p>;
  else if (isError) content = <p className="error">{QUICK_ORDER_TEXTS.searchFailed}</p>;
  else if (!data || data.products.length === 0) content = <p>{QUICK_ORDER_TEXTS.noResults}</p>;
  else
    content = (
      <TileGrid>
        {data.products.map((product) => (
          <li key={product.sku}>
            <DealerProductTile product={product} />
          </li>
        ))}
      </TileGrid>
    );
  return (
    <section aria-labelledby="account-dealer-results-title" data-testid="account-dealer-results">
      <h2 id="account-dealer-results-title">{QUICK_ORDER_TEXTS.resultsTitle(query)}</h2>
      {content}
    </section>
  );
}

function QuickOrder() {
  const order = useQuickOrder();
  const [pickError, setPickError] = useState<string | null>(null);
  const [searchQuery, setSearchQuery] = useState<string | null>(null);
  const [addAllResult, setAddAllResult] = useState<AddAllResult | null>(null);
  const canAddAll = addableLines(order.lines).length > 0;

  return (
    <>
      <div className="tools">
        <div css={(theme) => ({ display: 'grid', gap: theme.spacing.xs })}>
          <ProductTypeahead
            onPick={(product) => {
              setPickError(null);
              void order.addSku(product.sku).then(setPickError);
            }}
            onSearch={setSearchQuery}
          />
          {pickError ? (
            <p className="error" role="alert" data-testid="account-dealer-pick-error">
              {pickError}
            </p>
          ) : null}
        </div>
        <PasteBox onSubmit={order.addPasted} />
      </div>

      <QuickOrderGrid lines={order.lines} onQuantity={order.setQuantity} onRemove={order.remove} />

      {order.lines.length > 0 ? (
        <div className="bar">
          <Button
            variant="primary"
            disabled={!canAddAll}
            onClick={() => setAddAllResult(order.addAllToCart())}
            data-testid="account-dealer-add-all"
          >
            {QUICK_ORDER_TEXTS.addAll}
          </Button>
          <Button type="button" variant="secondary" onClick={order.clear} data-testid="account-dealer-clear">
            {QUICK_ORDER_TEXTS.clear}
          </Button>
        </div>
      ) : null}
      <p role="status" data-testid="account-dealer-add-all-status" css={{ margin: 0 }}>
        {addAllResult
          ? [
              QUICK_ORDER_TEXTS.added(addAllResult.added),
              addAllResult.skipped > 0 ? QUICK_ORDER_TEXTS.skipped(addAllResult.skipped) : '',
            ]
              .filter(Boolean)
              .join(' ')
          : ''}
      </p>

      {searchQuery ? <DealerResults query={searchQuery} /> : null}
    </>
  );
}

export function DealerQuickOrderPage() {
  const { data: session, isLoading, isError } = useGetSessionQuery();

  let content;
  if (isLoading) {
    content = <p role="status">{QUICK_ORDER_TEXTS.loading}</p>;
  } else if (isError || !isLoggedIn(session)) {
    return <Navigate to={dealerSignInHref()} replace />;
  } else if (!isDealerSession(session)) {
    content = (
      <p data-testid="account-dealer-not-dealer">
        {QUICK_ORDER_TEXTS.notDealer} <Link to={BECOME_A_DEALER_PATH}>{QUICK_ORDER_TEXTS.becomeDealer}</Link>
      </p>
    );
  } else {
    content = <QuickOrder />;
  }

  return (
    <section
      css={pageCss}
      data-boundary="account"
      data-testid="account-dealer-quick-order"
      aria-busy={isLoading || undefined}
    >
      <h1>{QUICK_ORDER_TEXTS.title}</h1>
      {content}
    </section>
  );
}
