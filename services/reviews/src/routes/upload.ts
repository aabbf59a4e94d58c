// multipart/form-data of POST /api/reviews, read into memory with hard limits before anything else looks at it.
import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '@storefront/service-platform';
import { REVIEW_INPUT_LIMITS } from '@storefront/shared-domain';

export const PHOTOS_FIELD = 'photos';

const MB = 1024 * 1024;
/** Text fields: the body's 5000 characters can take 4 bytes each in UTF-8. */
const FIELD_MAX_BYTES = REVIEW_INPUT_LIMITS.bodyMaxLength * 4;
const MAX_TEXT_FIELDS = 16;

const readForm = multer({
  storage: multer.memoryStorage(),
  limits: {
    files: REVIEW_INPUT_LIMITS.photosMax,
    fileSize: REVIEW_INPUT_LIMITS.photoMaxBytes,
    fields: MAX_TEXT_FIELDS,
    fieldSize: FIELD_MAX_BYTES,
    fieldNameSize: 64,
    parts: MAX_TEXT_FIELDS + REVIEW_INPUT_LIMITS.photosMax,
    headerPairs: 100,
  },
}).array(PHOTOS_FIELD, REVIEW_INPUT_LIMITS.photosMax);

export const PHOTO_TOO_LARGE_MESSAGE = `Each photo must be at most ${REVIEW_INPUT_LIMITS.photoMaxBytes / MB} MB`;
const TOO_MANY_PHOTOS_MESSAGE = `At most ${REVIEW_INPUT_LIMITS.photosMax} photos`;

function formError(err: unknown): HttpError {
  if (err instanceof multer.MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new HttpError(413, 'payload_too_large', PHOTO_TOO_LARGE_MESSAGE);
      case 'LIMIT_FILE_COUNT':
        return new HttpError(400, 'invalid_request', TOO_MANY_PHOTOS_MESSAGE);
      case 'LIMIT_UNEXPECTED_FILE':
        return new HttpError(
          400,
          'invalid_request',
          err.field === PHOTOS_FIELD ? TOO_MANY_PHOTOS_MESSAGE : `Files go in the field '${PHOTOS_FIELD}'`,
        );
      case 'LIMIT_FIELD_VALUE':
        return new HttpError(400, 'invalid_request', `The field '${err.field ?? ''}' is too long`);
      default:
        return new HttpError(400, 'invalid_request', 'Too many form fields');
    }
  }
  return new HttpError(400, 'invalid_request', 'The form data could not be read');
}

/** 415 unless multipart/form-data; 413/400 for a form over the limits; else `req.files` and `req.body` are set. */
export const readReviewForm: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) {
    next(new HttpError(415, 'unsupported_media_type', 'A review is sent as multipart/form-data'));
    return;
  }
  readForm(req, res, (err?: unknown) => next(err ? formError(err) : undefined));
};

/** The uploaded photos' bytes (multer memory storage). */
export function uploadedPhotos(files: unknown): Buffer[] {
  return Array.isArray(files) ? files.map((f: Express.Multer.File) => f.buffer) : [];
}
