// Test fixtures of the review widgets (used by the *.test.tsx files only): reviews, a product and
// a reviews API double that also reads multipart bodies (the shared fetch double reads JSON only). The
// IntersectionObserver double is the shared one (@storefront/testing DrivenObserver).
import { mockApi, type FetchDouble, type MockReply } from '@storefront/testing';
import type {
  ProductDetail,
  Review,
  ReviewFitSummary,
  ReviewListResponse,
  ReviewableItem,
} from '@storefront/shared-domain';

export function makeReview(n: number, overrides: Partial<Review> = {}): Review {
  return {
    reviewId: `r${n}`,
    title: `Title ${n}`,
    body: `Body of review ${n}`,
    rating: 5,
    review_date: '2024-03-01T12:00:00.000Z',
    reviewer: { name: `Reviewer${n} Lastname` },
    verified: 'buyer',
    sku: 'EVL-12 D2',
    images: [],
    thumbs_up: 0,
    vehicle: null,
    ...overrides,
  };
}

export const TEST_PRODUCT = {
  id: 'p-1',
  sku: 'EVL-12 D2',
  name: 'EVL-12 D2 Subwoofer',
  slug: 'evl-12',
  handle: 'evl-12',
  imageUrl: '',
  images: [],
  category: 'car-subwoofers',
  currentlyInStock: true,
  properties: {},
  price: 199.99,
  price_map: 199.99,
  price_msrp: 249.99,
  product_type: 'normal',
  vendor: 'Skar',
  path: '/products/evl-12',
  description: '',
  variants: [],
  metafields: [],
  inventory: 10,
  total_qty_without_fba: 10,
  isEnabledOnSite: true,
  blockBackorder: false,
  props: {},
  reviewScoreAndCounts: { count: 7, avgScore: 4 },
} as unknown as ProductDetail;

export function listAnswer(reviews: Review[], extra: Partial<ReviewListResponse> = {}): ReviewListResponse {
  return {
    reviews,
    count: reviews.length,
    avgScore: 4.25,
    page: 0,
    pageSize: 20,
    matchCount: reviews.length,
    histogram: { '1': 0, '2': 1, '3': 2, '4': 3, '5': reviews.length },
    ...extra,
  };
}

export interface ReviewsServerOptions {
  /** Answer of GET skuList for a request URL. */
  list?(url: URL): ReviewListResponse | MockReply;
  /** Items of GET account/sku; a MockReply for an error. */
  reviewable?: ReviewableItem[] | MockReply;
  /** Answer of GET fitSummary for a request URL (404 when not given). */
  fitSummary?(url: URL): ReviewFitSummary;
  /** Answer of POST /api/reviews for the sent form. */
  submit?(form: FormData): MockReply;
}

export interface ReviewsServer {
  api: FetchDouble;
  listCalls(): URL[];
  reviewableCalls(): URL[];
  votes: unknown[];
  submitted: FormData[];
  restore(): void;
}

function isReply(value: unknown): value is MockReply {
  return !!value && typeof value === 'object' && 'body' in value && !('reviews' in value);
}

export function serveReviews(options: ReviewsServerOptions = {}): ReviewsServer {
  const votes: unknown[] = [];
  const submitted: FormData[] = [];
  const api = mockApi((url, request) => {
    if (url.pathname === '/api/reviews/skuList') {
      const answer = options.list ? options.list(url) : listAnswer([]);
      return isReply(answer) ? answer : { body: answer };
    }
    if (url.pathname === '/api/reviews/fitSummary' && options.fitSummary) return { body: options.fitSummary(url) };
    if (url.pathname === '/api/reviews/account/sku') {
      const items = options.reviewable ?? [];
      return Array.isArray(items) ? { body: { data: { itemsWithoutReviews: items } } } : items;
    }
    if (url.pathname === '/api/reviews/thumbs-up' && request.method === 'POST') {
      return request
        .clone()
        .json()
        .then((body: unknown) => {
          votes.push(body);
          return { body: { reviewId: (body as { reviewId: string }).reviewId, thumbs_up: 1, counted: true } };
        });
    }
    return undefined;
  });
  const doubled = globalThis.fetch;
  // Multipart writes are answered here; everything else goes to the shared double.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname === '/api/reviews' && request.method === 'POST') {
      const form = await request.formData();
      submitted.push(form);
      const reply = options.submit ? options.submit(form) : { status: 201, body: {} };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return doubled(request);
  }) as typeof fetch;
  return {
    api,
    listCalls: () => api.callsTo('/api/reviews/skuList'),
    reviewableCalls: () => api.callsTo('/api/reviews/account/sku'),
    votes,
    submitted,
    restore: () => api.restore(),
  };
}
