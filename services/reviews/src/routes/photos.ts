import { Router } from 'express';
import type { Request, Response } from 'express';
import { HttpError, viewerOf } from '@storefront/service-platform';
import { PHOTO_ID_PATTERN } from '../lib/review-photos';
import type { ReviewModels } from '../models/review';
import { MAX_PHOTO_NUMBER, reviewPhotoSvg } from '../photos';

const PHOTO_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const noSuchPhoto = () => new HttpError(404, 'not_found', 'No such photo');

/**
 * A photo staff hid is not there for shoppers (404); the back office still shows it to staff with the 'reviews'
 * permission, never stored by a shared cache. Photos hidden after a browser or cache kept them stay there until
 * their copy expires.
 */
async function refuseHidden({ Review }: ReviewModels, req: Request, res: Response): Promise<void> {
  if (!(await Review.exists({ hidden_images: `/api/reviews/photos/${String(req.params.file)}` }))) return;
  if (!viewerOf(req).staff?.includes('reviews')) throw noSuchPhoto();
  res.set('Cache-Control', 'private, no-store');
}

/** GET /api/reviews/photos/<n>.svg: generated review photos (seed); <photoId>.jpg|webp: customers' uploads. */
export function reviewPhotosRouter(models: ReviewModels): Router {
  const { ReviewPhoto } = models;
  const router = Router();
  router.get('/photos/:file', async (req, res) => {
    await refuseHidden(models, req, res);
    const cacheControl = (value: string) => (res.get('Cache-Control') ? {} : { 'Cache-Control': value });
    const uploaded = /^([A-Za-z0-9_-]+)\.(jpg|webp)$/.exec(req.params.file);
    if (uploaded && PHOTO_ID_PATTERN.test(uploaded[1])) {
      // Not lean: mongoose hands the stored binary back as a Buffer.
      const photo = await ReviewPhoto.findOne({ photoId: uploaded[1], ext: uploaded[2] });
      if (!photo) throw noSuchPhoto();
      res
        .status(200)
        .set({
          ...PHOTO_HEADERS,
          'Content-Type': photo.contentType,
          // A photo id never names other bytes.
          ...cacheControl('public, max-age=31536000, immutable'),
        })
        .send(photo.data);
      return;
    }
    const match = /^(\d{1,7})\.svg$/.exec(req.params.file);
    const n = match ? Number(match[1]) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_PHOTO_NUMBER) throw noSuchPhoto();
    res
      .status(200)
      .set({
        ...PHOTO_HEADERS,
        'Content-Type': 'image/svg+xml; charset=utf-8',
        ...cacheControl('public, max-age=86400'),
      })
      .send(reviewPhotoSvg(n));
  });
  return router;
}
