// The reviews service's routes as the API description declares them (services/platform openapi.ts): the same schemas
// the handlers parse with. test/openapi.test.ts fails on a route registered without its declaration here.
import type { RouteDeclaration, ServiceApi } from '@storefront/service-platform';
import { REVIEW_INPUT_LIMITS, REVIEW_THUMBS_UP_PATH } from '@storefront/shared-domain';
import { PHOTOS_FIELD } from './upload';
import {
  adminReviewListQuery,
  adminReviewParams,
  adminReviewPhotoParams,
  hideReviewBody,
  replyBody,
  verifiedBody,
} from './admin-schemas';
import {
  accountSkuQuery,
  fitSummaryQuery,
  newReviewFields,
  photoFileParamsSchema,
  scoresQuery,
  skuListQuery,
  thumbsUpBody,
} from './schemas';

const routes: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/reviews/skuList',
    operationId: 'listReviews',
    summary: 'Reviews of some skus, a page at a time (sort, stars and vehicle filters)',
    query: skuListQuery,
    answer: { status: 200, description: 'ReviewListResponse: a page of reviews with their summary' },
  },
  {
    method: 'get',
    path: '/api/reviews/fitSummary',
    operationId: 'reviewFitSummary',
    summary: "Owners of a vehicle who reviewed some skus, counted by fit verdict ('fitted', ...)",
    query: fitSummaryQuery,
    answer: { status: 200, description: 'ReviewFitSummary: { vehicle, counts: { <verdict>: n } }' },
  },
  {
    method: 'get',
    path: '/api/reviews/account/sku',
    operationId: 'listItemsWithoutReviews',
    summary: "The viewer's purchases of a sku not reviewed yet",
    query: accountSkuQuery,
    session: 'required',
    answer: { status: 200, description: 'ReviewableItemsResponse: { data: { itemsWithoutReviews } }' },
  },
  {
    method: 'post',
    path: '/api/reviews',
    operationId: 'writeReview',
    summary: 'Write a review of a bought product, with up to two photos',
    description:
      `Photos are JPEG, PNG or WebP of at most ${REVIEW_INPUT_LIMITS.photoMaxBytes / (1024 * 1024)} MB each; ` +
      'installPhotos (0,1) marks those showing the install. fitVerdict and fitNote come only with a vehicle.',
    body: newReviewFields,
    encoding: 'multipart',
    files: { field: PHOTOS_FIELD, maxItems: REVIEW_INPUT_LIMITS.photosMax, mediaType: 'image/*' },
    session: 'required',
    rateLimited: true,
    answer: { status: 201, description: '{ review, summary }' },
  },
  {
    method: 'get',
    path: '/api/reviews/scores',
    operationId: 'listReviewScores',
    summary: 'Review count and average of some skus (0/0 without reviews)',
    query: scoresQuery,
    answer: { status: 200, description: '{ data: { <sku>: { count, avgScore } } }' },
  },
  {
    method: 'post',
    path: REVIEW_THUMBS_UP_PATH,
    operationId: 'thumbsUpReview',
    summary: 'Mark a review helpful, once per visitor (the signed sa_visitor cookie)',
    body: thumbsUpBody,
    rateLimited: true,
    answer: { status: 200, description: '{ reviewId, thumbs_up, counted }: counted is false for a repeated vote' },
  },
  {
    method: 'get',
    path: '/api/reviews/photos/:file',
    operationId: 'getReviewPhoto',
    summary: 'A review photo',
    params: photoFileParamsSchema,
    answer: { status: 200, description: 'The photo (SVG, JPEG or WebP)', contentType: 'image/*' },
  },
];

const ADMIN = '/api/admin/reviews';
const STAFF_ONLY = "Staff with the 'reviews' permission only (401 guest, 403 anyone else); audited.";
const change = (
  method: 'post' | 'put' | 'delete',
  path: string,
  operationId: string,
  summary: string,
  body: RouteDeclaration['body'],
): RouteDeclaration => ({
  method,
  path: `${ADMIN}/:id${path}`,
  operationId,
  summary,
  description: STAFF_ONLY,
  params: path.includes(':index') ? adminReviewPhotoParams : adminReviewParams,
  ...(method === 'delete' ? {} : { body }),
  session: 'required',
  answer: { status: 200, description: 'AdminReview: the review as it is now (409 when it is not in the state asked)' },
});

const adminRoutes: RouteDeclaration[] = [
  {
    method: 'get',
    path: ADMIN,
    operationId: 'adminListReviews',
    summary: 'Every review, hidden ones included, newest first (filters: state, sku, rating, hasPhotos, q)',
    description: STAFF_ONLY,
    query: adminReviewListQuery,
    session: 'required',
    answer: { status: 200, description: 'AdminPage<AdminReview>' },
  },
  {
    method: 'get',
    path: `${ADMIN}/:id`,
    operationId: 'adminGetReview',
    summary: 'One review as the back office sees it',
    description: STAFF_ONLY,
    params: adminReviewParams,
    session: 'required',
    answer: { status: 200, description: 'AdminReview' },
  },
  change('post', '/hide', 'adminHideReview', 'Hide a review from shoppers, with an optional reason', hideReviewBody),
  change('post', '/publish', 'adminPublishReview', 'Show a hidden review to shoppers again', 'none'),
  change('put', '/reply', 'adminReplyToReview', "Write (or replace) the store's reply under a review", replyBody),
  change('delete', '/reply', 'adminRemoveReviewReply', "Remove the store's reply", undefined),
  change('post', '/verified', 'adminSetReviewVerified', "Set or remove a review's verified-buyer mark", verifiedBody),
  change('post', '/photos/:index/hide', 'adminHideReviewPhoto', 'Hide one photo of a review from shoppers', 'none'),
  change('post', '/photos/:index/show', 'adminShowReviewPhoto', 'Show a hidden photo of a review again', 'none'),
];

export const serviceApi: ServiceApi = {
  area: 'reviews',
  description: 'Product reviews, their photos and helpful votes; their moderation in the back office.',
  routes: [...routes, ...adminRoutes],
};
