// The reviews area's back-office endpoints (/api/admin/reviews), injected into the shared api from the lazily loaded
// admin code only (the ./Admin screens and the admin bar on the product page): a shopper's page never carries them.
// Every change refreshes the section's reads ('ReviewsAdmin'); the shoppers' lists ('Reviews') refresh on the next
// visit, so the admin bar can still offer to undo a hide on the page where it was made.
import { baseApi } from '@storefront/shared-domain';
import type { AdminPage, AdminReview } from '@storefront/shared-domain/admin';

export const ADMIN_REVIEWS_API = '/api/admin/reviews';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['ReviewsAdmin'] });

const reviewAt = (id: string) => `${ADMIN_REVIEWS_API}/${encodeURIComponent(id)}`;

type Change = { id: string };

export const reviewsAdminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    adminReviews: build.query<AdminPage<AdminReview>, Record<string, string>>({
      query: (params) => ({ url: ADMIN_REVIEWS_API, params, cache: 'no-store' }),
      providesTags: ['ReviewsAdmin'],
    }),
    adminReview: build.query<AdminReview, string>({
      query: (id) => ({ url: reviewAt(id), cache: 'no-store' }),
      providesTags: ['ReviewsAdmin'],
    }),
    adminHideReview: build.mutation<AdminReview, Change & { reason?: string }>({
      query: ({ id, reason }) => ({ url: `${reviewAt(id)}/hide`, method: 'POST', body: reason ? { reason } : {} }),
      invalidatesTags: ['ReviewsAdmin'],
    }),
    adminPublishReview: build.mutation<AdminReview, Change>({
      query: ({ id }) => ({ url: `${reviewAt(id)}/publish`, method: 'POST', body: {} }),
      invalidatesTags: ['ReviewsAdmin'],
    }),
    adminReplyToReview: build.mutation<AdminReview, Change & { text: string }>({
      query: ({ id, text }) => ({ url: `${reviewAt(id)}/reply`, method: 'PUT', body: { text } }),
      invalidatesTags: ['ReviewsAdmin'],
    }),
    adminRemoveReviewReply: build.mutation<AdminReview, Change>({
      query: ({ id }) => ({ url: `${reviewAt(id)}/reply`, method: 'DELETE' }),
      invalidatesTags: ['ReviewsAdmin'],
    }),
    adminSetReviewVerified: build.mutation<AdminReview, Change & { verified: boolean }>({
      query: ({ id, verified }) => ({ url: `${reviewAt(id)}/verified`, method: 'POST', body: { verified } }),
      invalidatesTags: ['ReviewsAdmin'],
    }),
    adminSetReviewPhotoHidden: build.mutation<AdminReview, Change & { index: number; hidden: boolean }>({
      query: ({ id, index, hidden }) => ({
        url: `${reviewAt(id)}/photos/${index}/${hidden ? 'hide' : 'show'}`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['ReviewsAdmin'],
    }),
  }),
});

export const {
  useAdminReviewsQuery,
  useAdminReviewQuery,
  useAdminHideReviewMutation,
  useAdminPublishReviewMutation,
  useAdminReplyToReviewMutation,
  useAdminRemoveReviewReplyMutation,
  useAdminSetReviewVerifiedMutation,
  useAdminSetReviewPhotoHiddenMutation,
} = reviewsAdminApi;
