import { Router } from 'express';
import { HttpError } from '@storefront/service-platform';
import { PHOTO_ID_PATTERN } from '../lib/review-photos';
import type { ReviewModels } from '../models/review';
import { MAX_PHOTO_NUMBER, reviewPhotoSvg } from '../photos';

const PHOTO_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const noSuchPhoto = () => new HttpError(404, 'not_found', 'No such photo');

/** GET /api/reviews/photos/<n>.svg: generated review photos (seed); <photoId>.jpg|webp: customers' uploads. */
export function reviewPhotosRouter({ ReviewPhoto }: ReviewModels): Router {
  const router = Router();
  router.get('/photos/:file', async (req, res) => {
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
          'Cache-Control': 'public, max-age=31536000, immutable',
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
        'Cache-Control': 'public, max-age=86400',
      })
      .send(reviewPhotoSvg(n));
  });
  return router;
}
