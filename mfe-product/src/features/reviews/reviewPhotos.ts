// The photos a reviewer attaches: which files are accepted (image type, size, how many) and their previews, object
// URLs that must be revoked once the photo is removed, sent or the form goes away.
import { REVIEW_INPUT_LIMITS } from '@storefront/shared-domain';
import { REVIEW_FORM_TEXTS } from './texts';

const E = REVIEW_FORM_TEXTS.errors;
const L = REVIEW_INPUT_LIMITS;
const BYTES_PER_MB = 1024 * 1024;

export interface ChosenPhoto {
  file: File;
  preview: string | null;
  /** Marked by the reviewer as a photo of the install. */
  install?: boolean;
}

export function previewOf(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null; // no preview; the file is still sent
  }
}

export function revokePreview(photo: ChosenPhoto) {
  if (photo.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(photo.preview);
}

/** Keeps the photos that pass the checks (image type, size, at most 2 in all) and says why others were left out. */
export function choosePhotos(current: number, files: readonly File[]): { accepted: File[]; errors: string[] } {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) errors.push(E.photoType(file.name));
    else if (file.size > L.photoMaxBytes) errors.push(E.photoSize(file.name, L.photoMaxBytes / BYTES_PER_MB));
    else if (current + accepted.length >= L.photosMax) {
      if (!errors.includes(E.photoCount(L.photosMax))) errors.push(E.photoCount(L.photosMax));
    } else accepted.push(file);
  }
  return { accepted, errors };
}
