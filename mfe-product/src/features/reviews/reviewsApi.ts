// The reviews calls (spec 2 §7), injected into the one base API under the 'Reviews' tag: a
// new review invalidates it, so the list, the summary and the write permission refresh together.
import {
  baseApi,
  DEFAULT_REVIEW_SORT,
  REVIEW_DISPLAY,
  REVIEW_THUMBS_UP_PATH,
  unwrapData,
} from '@storefront/shared-domain';
import type {
  FitSummaryArgs,
  HelpfulVoteAnswer,
  ReviewFitSummary,
  ReviewableItem,
  ReviewHistogram,
  ReviewListArgs,
  ReviewListPage,
  ReviewWithVehicle,
  SubmittedReview,
} from './types';

export const REVIEWS_API_PATHS = {
  list: '/api/reviews/skuList',
  fitSummary: '/api/reviews/fitSummary',
  reviewable: '/api/reviews/account/sku',
  submit: '/api/reviews',
  thumbsUp: REVIEW_THUMBS_UP_PATH,
} as const;

function skusParam(skus: readonly string[]): string {
  return `skus=${skus.map((sku) => encodeURIComponent(sku)).join(',')}`;
}

function vehicleParam({ year, make, model }: FitSummaryArgs['vehicle']): string {
  return `vehicle=${encodeURIComponent(`${year}|${make}|${model}`)}`;
}

/**
 * GET /api/reviews/skuList?skus=<each encoded, comma-joined>&page=<zero-based>[&sort][&stars][&vehicle]. The default
 * sort is left out so the plain call keeps the spec's shape.
 */
export function reviewListUrl({ skus, page, sort, stars, vehicle }: ReviewListArgs): string {
  const parts = [skusParam(skus), `page=${Math.max(0, page)}`];
  if (sort !== DEFAULT_REVIEW_SORT) parts.push(`sort=${sort}`);
  if (stars !== null) parts.push(`stars=${stars}`);
  if (vehicle) parts.push(vehicleParam(vehicle));
  return `${REVIEWS_API_PATHS.list}?${parts.join('&')}`;
}

function toHistogram(value: unknown): ReviewHistogram {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const count = (key: string) => (typeof source[key] === 'number' && Number.isFinite(source[key]) ? source[key] : 0);
  return { '1': count('1'), '2': count('2'), '3': count('3'), '4': count('4'), '5': count('5') };
}

/** A list answer with every field present, whatever the service left out. */
export function toReviewListPage(response: unknown): ReviewListPage {
  const body = (response ?? {}) as Partial<ReviewListPage>;
  const count = typeof body.count === 'number' ? body.count : 0;
  return {
    reviews: Array.isArray(body.reviews) ? (body.reviews as ReviewWithVehicle[]) : [],
    count,
    avgScore: typeof body.avgScore === 'number' ? body.avgScore : 0,
    page: typeof body.page === 'number' ? body.page : 0,
    pageSize: typeof body.pageSize === 'number' ? body.pageSize : REVIEW_DISPLAY.pageSize,
    matchCount: typeof body.matchCount === 'number' ? body.matchCount : count,
    histogram: toHistogram(body.histogram),
  };
}

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewListPage, ReviewListArgs>({
      query: (args) => reviewListUrl(args),
      transformResponse: toReviewListPage,
      providesTags: ['Reviews'],
    }),
    /** How the owners of the shopper's vehicle said the product fitted. */
    getFitSummary: build.query<ReviewFitSummary, FitSummaryArgs>({
      query: (args) => `${REVIEWS_API_PATHS.fitSummary}?${skusParam(args.skus)}&${vehicleParam(args.vehicle)}`,
      providesTags: ['Reviews'],
    }),
    /** Signed-in only; spec 2 §7: no refocus revalidation (the base API has refetchOnFocus off). */
    getReviewableItems: build.query<ReviewableItem[], string>({
      query: (sku) => `${REVIEWS_API_PATHS.reviewable}?sku=${encodeURIComponent(sku)}`,
      transformResponse: (response: unknown) => {
        const items = unwrapData<{ itemsWithoutReviews?: unknown }>(response)?.itemsWithoutReviews;
        return Array.isArray(items) ? (items as ReviewableItem[]) : [];
      },
      providesTags: ['Reviews'],
    }),
    /** spec 2 §7: the answer is not read (the page counts the vote at once). */
    voteHelpful: build.mutation<HelpfulVoteAnswer, string>({
      query: (reviewId) => ({ url: REVIEWS_API_PATHS.thumbsUp, method: 'POST', body: { reviewId } }),
    }),
    /**
     * multipart/form-data: sku, rating, title, body, vehicleYear/Make/Model, fitVerdict, fitNote, installPhotos, photos
     * (the base query adds the CSRF header).
     */
    submitReview: build.mutation<SubmittedReview, FormData>({
      query: (form) => ({ url: REVIEWS_API_PATHS.submit, method: 'POST', body: form }),
      invalidatesTags: (result) => (result ? ['Reviews'] : []),
    }),
  }),
});

export const {
  useGetReviewsQuery,
  useGetFitSummaryQuery,
  useLazyGetReviewsQuery,
  useGetReviewableItemsQuery,
  useVoteHelpfulMutation,
  useSubmitReviewMutation,
} = reviewsApi;
