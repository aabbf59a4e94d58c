import { imageSources } from '@storefront/shared-domain';

/**
 * A review photo as a decorative thumbnail (its button names the photo), fetched at `px` and cropped to a square:
 * `fill` stretches it over its tile (the strip's and the grid's), else it is drawn at `px` (beside a review).
 */
export function ReviewPhotoThumb({ image, px, fill = false }: { image: string; px: number; fill?: boolean }) {
  const size = fill ? '100%' : px;
  return (
    <img
      {...imageSources(image, px)}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      css={{ display: 'block', width: size, height: size, objectFit: 'cover' }}
    />
  );
}
