// The back office's review moderation (/api/admin/reviews, the 'reviews' staff permission): every change is written
// to the audit log before the answer, and a change that moves a review in or out of shoppers' view tells the
// catalogue the product's new score.
import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { noStore, parseOrThrow, recordAudit, requireStaff, viewerOf } from '@storefront/service-platform';
import type { JobQueue } from '@storefront/service-platform';
import { adminPageOf } from '@storefront/shared-domain/admin';
import type { ScorePublisher } from '../clients/catalog';
import { listAdminReviews } from '../domain/admin-reviews';
import {
  adminReviewOf,
  hideReview,
  publishReview,
  removeReply,
  setPhotoHidden,
  setReply,
  setVerified,
} from '../domain/moderate-review';
import type { ModerationChange } from '../domain/moderate-review';
import { scoreOf } from '../domain/to-review';
import type { ReviewModels } from '../models/review';
import {
  adminReviewListQuery,
  adminReviewParams,
  adminReviewPhotoParams,
  hideReviewBody,
  replyBody,
  verifiedBody,
} from './admin-schemas';

export const ADMIN_REVIEWS_PATH = '/api/admin/reviews';

interface Moderation {
  action: string;
  summary: (id: string, req: Request) => string;
  change: (req: Request, id: string) => Promise<ModerationChange>;
  /** Whether the change moves the review's rating in or out of the product's score. */
  rescore?: boolean;
}

/** Runs a change, audits it, answers the review as it is now, then tells the catalogue when the score moved. */
function moderateWith(models: ReviewModels, queue: JobQueue, publishScore: ScorePublisher) {
  return ({ action, summary, change, rescore }: Moderation): RequestHandler =>
    async (req: Request, res: Response) => {
      const { id } = parseOrThrow(adminReviewParams, req.params, 'params');
      const { before, after } = await change(req, id);
      await recordAudit(queue, req, {
        area: 'reviews',
        action,
        target: { kind: 'review', id },
        summary: summary(id, req),
        before,
        after,
      });
      res.json(after);
      if (rescore) void publishScore(after.sku, await scoreOf(models.Review, [after.sku]));
    };
}

const photoIndexOf = (req: Request) => parseOrThrow(adminReviewPhotoParams, req.params, 'params').index;

/** Every change of the section: method, path under /api/admin/reviews, and what it does. */
function moderations(models: ReviewModels): Array<['post' | 'put' | 'delete', string, Moderation]> {
  const photo = (hidden: boolean): Moderation => ({
    action: hidden ? 'review.photo.hide' : 'review.photo.show',
    summary: (id, req) => `${hidden ? 'Hid' : 'Showed again'} photo ${photoIndexOf(req) + 1} of review ${id}`,
    change: (req, id) => setPhotoHidden(models, id, photoIndexOf(req), hidden),
  });
  return [
    [
      'post',
      '/:id/hide',
      {
        action: 'review.hide',
        summary: (id) => `Hid review ${id}`,
        rescore: true,
        change: (req, id) => hideReview(models, id, parseOrThrow(hideReviewBody, req.body ?? {}, 'body').reason),
      },
    ],
    [
      'post',
      '/:id/publish',
      {
        action: 'review.publish',
        summary: (id) => `Published review ${id} again`,
        rescore: true,
        change: (_req, id) => publishReview(models, id),
      },
    ],
    [
      'put',
      '/:id/reply',
      {
        action: 'review.reply',
        summary: (id) => `Replied to review ${id} as the store`,
        change: (req, id) =>
          setReply(models, id, {
            text: parseOrThrow(replyBody, req.body ?? {}, 'body').text,
            by: viewerOf(req).email ?? viewerOf(req).accountId ?? '',
          }),
      },
    ],
    [
      'delete',
      '/:id/reply',
      {
        action: 'review.reply.remove',
        summary: (id) => `Removed the store's reply to review ${id}`,
        change: (_req, id) => removeReply(models, id),
      },
    ],
    [
      'post',
      '/:id/verified',
      {
        action: 'review.verify',
        summary: (id, req) => `${req.body?.verified ? 'Marked' : 'Unmarked'} review ${id} as a verified buyer's`,
        change: (req, id) => setVerified(models, id, parseOrThrow(verifiedBody, req.body ?? {}, 'body').verified),
      },
    ],
    ['post', '/:id/photos/:index/hide', photo(true)],
    ['post', '/:id/photos/:index/show', photo(false)],
  ];
}

export function adminReviewsRouter(models: ReviewModels, queue: JobQueue, publishScore: ScorePublisher): Router {
  const router = Router();
  router.use(noStore, requireStaff('reviews'));

  router.get('/', async (req, res) => {
    const { page, pageSize, ...filters } = parseOrThrow(adminReviewListQuery, req.query, 'query');
    res.json(await listAdminReviews(models, filters, adminPageOf({ page, pageSize })));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseOrThrow(adminReviewParams, req.params, 'params');
    res.json(await adminReviewOf(models, id));
  });

  const moderate = moderateWith(models, queue, publishScore);
  for (const [method, path, moderation] of moderations(models)) router[method](path, moderate(moderation));
  return router;
}
