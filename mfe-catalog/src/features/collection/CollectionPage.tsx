// Collection pages: /collections/:handle and /collections/:handle/:sub (spec 1 §2). The vehicle-specific handle has
// its own screen. Page and sort live in the address (`page`, `sort`), which the shell's query clean-up keeps (shared
// cleanPageQuery), so reload and Back return to the same products.
import { css } from '@emotion/react';
import {
  ERROR_TEXTS,
  apiErrorMessage,
  apiErrorStatus,
  colors,
  isVehicleSpecificCardSku,
  radii,
  spacing,
  typography,
  LISTING_PAGE_SIZE,
  ROUTES,
  type CollectionPageInfo,
  type CollectionResponse,
} from '@storefront/shared-domain';
import { useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { VEHICLE_COLLECTION_HANDLE, useGetCollectionQuery } from '../catalog-api/catalogApi';
import { totalPagesOf, useLastPageFallback, useListingPlace } from '../../hooks/useListingPlace';
import { MyVehicleBar } from '../my-vehicle/MyVehicleBar';
import {
  FitFilter,
  ListingBar,
  Pagination,
  ProductGrid,
  ProductGridSkeleton,
  SortSelect,
  useFitFilter,
} from '../product-grid';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import {
  ProductCount,
  EmptyState,
  ErrorState,
  Lead,
  LeadSkeleton,
  LinkButton,
  PageTitle,
  PageTitleSkeleton,
  ScreenRoot,
} from '../ui/primitives';
import { useScrollOnPageChange } from '../ui/useScrollOnPageChange';
import { VehicleSpecificPage } from '../vehicle-finder/VehicleSpecificPage';
import { useTrackItemList } from '../product-grid/useTrackItemList';

export const COLLECTION_TEXTS = {
  empty: 'No products in this collection yet.',
  noFit: 'Nothing in this collection fits that vehicle.',
  notFoundTitle: 'Collection not found',
  notFound: 'We couldn’t find that collection.',
  continueShopping: 'Continue shopping',
} as const;

const subLinksCss = css`
  label: catalogSubCollections;
  margin: 0 0 ${spacing.lg};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${spacing.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: ${spacing.xs} ${spacing.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    color: ${colors.text};
    font-size: ${typography.sizes.sm};
    font-weight: ${typography.weights.medium};
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.text};
  }
  a[aria-current='page'] {
    border-color: ${colors.text};
    background: ${colors.text};
    color: ${colors.textInverse};
  }
`;

function breadcrumbFor(data: CollectionResponse | undefined, handle: string, sub: string | null): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  const info = data?.collection;
  if (!info) return crumbs;
  const own = ROUTES.collection.href(handle, sub);
  const parentHandle = info.parentMenuHandle;
  if (info.parentMenuName && parentHandle && ROUTES.collection.href(parentHandle) !== own) {
    crumbs.push({ label: info.parentMenuName, to: ROUTES.collection.href(parentHandle) });
  }
  crumbs.push({ label: info.collection_page_title });
  return crumbs;
}

/** Why the collection is not shown: no such collection, or a failure worth another try. */
function CollectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // 404: no such collection. 400: the service refused the handle itself ('car subwoofers'), the only part of the call
  // the shopper typed (page and sort are sent only when valid): a page that cannot exist, so no 'Try again?'.
  const status = apiErrorStatus(error);
  return status === 404 || status === 400 ? (
    <>
      <PageTitle>{COLLECTION_TEXTS.notFoundTitle}</PageTitle>
      <EmptyState message={COLLECTION_TEXTS.notFound} testId="catalog-not-found">
        <LinkButton to="/">{COLLECTION_TEXTS.continueShopping}</LinkButton>
      </EmptyState>
    </>
  ) : (
    <ErrorState message={apiErrorMessage(error)} onRetry={onRetry} retryLabel={ERROR_TEXTS.tryAgain} />
  );
}

/** Links to the collection's sub-collections, the one shown marked as the current page. */
function SubCollectionLinks({ info, handle, sub }: { info: CollectionPageInfo; handle: string; sub: string | null }) {
  if (!info.subCollections?.length) return null;
  return (
    <nav
      css={subLinksCss}
      aria-label={`${info.collection_page_title} categories`}
      data-testid="catalog-sub-collections"
    >
      <ul>
        {info.subCollections.map((s) => (
          <li key={s.handle}>
            <Link to={ROUTES.collection.href(handle, s.handle)} aria-current={sub === s.handle ? 'page' : undefined}>
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CollectionListing({ handle, sub }: { handle: string; sub: string | null }) {
  const listing = useListingPlace();
  const { page, sort, setPage, setSort } = listing;
  const listTop = useRef<HTMLElement | null>(null);
  useScrollOnPageChange(listTop, page);

  const fitFilter = useFitFilter();
  const { data, error, isFetching, refetch } = useGetCollectionQuery({
    handle,
    sub,
    page,
    sort,
    fit: fitFilter.fitArg,
  });
  const info = data?.collection;
  const path = sub ? `${handle}/${sub}` : handle;

  const total = data?.total ?? 0;
  const totalPages = data ? totalPagesOf(total, data.pageSize, LISTING_PAGE_SIZE) : 0;
  useLastPageFallback(
    listing,
    data && !error && !isFetching ? { total, shown: data.products.length, totalPages } : null,
  );
  const hasVehicleProducts = data?.products.some((p) => isVehicleSpecificCardSku(p.sku)) ?? false;
  useTrackItemList(
    info && !error ? { id: path, name: info.collection_page_title, page } : null,
    error ? undefined : data?.products,
  );

  return (
    <ScreenRoot data-boundary="catalog" data-testid="catalog-collection-page" data-handle={path}>
      <Breadcrumb items={breadcrumbFor(error ? undefined : data, handle, sub)} />

      {error ? (
        <CollectionError error={error} onRetry={() => void refetch()} />
      ) : !data || !info ? (
        <>
          <PageTitleSkeleton aria-hidden="true" />
          {/* most collections describe themselves in a line or two (three on a phone) */}
          <LeadSkeleton lines={2} mobileLines={3} />
          <ProductGridSkeleton />
        </>
      ) : (
        <>
          <PageTitle data-testid="catalog-collection-title">{info.collection_page_title}</PageTitle>
          {info.collection_description ? <Lead>{info.collection_description}</Lead> : null}
          <SubCollectionLinks info={info} handle={handle} sub={sub} />

          {hasVehicleProducts ? <MyVehicleBar /> : null}

          <section ref={listTop} aria-label="Products" aria-busy={isFetching || undefined}>
            <ListingBar>
              <ProductCount total={total} />
              <FitFilter {...fitFilter} />
              {total > 1 ? <SortSelect value={sort} onChange={setSort} /> : null}
            </ListingBar>
            {total === 0 && data.products.length === 0 ? (
              <EmptyState
                message={fitFilter.fit ? COLLECTION_TEXTS.noFit : COLLECTION_TEXTS.empty}
                testId="catalog-empty"
              >
                <LinkButton to="/">{COLLECTION_TEXTS.continueShopping}</LinkButton>
              </EmptyState>
            ) : (
              <div style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.15s ease' }}>
                <ProductGrid products={data.products} />
              </div>
            )}
            <Pagination page={page} totalPages={totalPages} onPage={setPage} />
          </section>
        </>
      )}
    </ScreenRoot>
  );
}

export interface CollectionPageProps {
  /** Defaults to the route parameter :handle. */
  handle?: string;
  /** Defaults to the route parameter :sub. */
  sub?: string;
}

export function CollectionPage(props: CollectionPageProps) {
  const params = useParams<{ handle?: string; sub?: string }>();
  const handle = (props.handle ?? params.handle ?? '').trim();
  const sub = (props.sub ?? params.sub ?? '').trim() || null;

  if (!sub && handle.toLowerCase() === VEHICLE_COLLECTION_HANDLE) return <VehicleSpecificPage />;
  if (!handle) {
    return (
      <ScreenRoot data-boundary="catalog" data-testid="catalog-collection-page">
        <EmptyState message={COLLECTION_TEXTS.notFound} testId="catalog-not-found">
          <LinkButton to="/">{COLLECTION_TEXTS.continueShopping}</LinkButton>
        </EmptyState>
      </ScreenRoot>
    );
  }
  // A fresh listing for every collection (its page and sort come from the address).
  return <CollectionListing key={`${handle}/${sub ?? ''}`} handle={handle} sub={sub} />;
}

export default CollectionPage;
