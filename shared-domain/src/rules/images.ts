// Store images through the image optimiser (/_next/image, the gateway's): resized to the size the layout shows and
// re-encoded at the spec's quality (spec 2 §9), with a 2x rendering for high-density screens.
import { IMAGES } from '@storefront/shared-domain/runtime';

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/** The smallest width the optimiser renders that covers `px` (its largest when none does). */
function widthFor(px: number): number {
  const widths = IMAGES.optimizerWidths;
  return widths.find((w) => w >= px) ?? widths[widths.length - 1];
}

/**
 * `src` and `srcSet` of an `<img>` shown `px` CSS pixels wide: a store image as the optimiser's 1x and 2x renderings,
 * any other source (another site, data:, blob:) as it is. Every address goes through `at` (the cart embedded on
 * another site's page puts the store's origin before it).
 */
export function imageSources(src: string, px: number, at: (url: string) => string = (url) => url): ImageSources {
  if (!IMAGES.optimizerSources.some((prefix) => src.startsWith(prefix))) return { src: at(src) };
  const url = (w: number) => at(`${IMAGES.optimizerPath}?url=${encodeURIComponent(src)}&w=${w}&q=${IMAGES.quality}`);
  const [one, two] = [widthFor(px), widthFor(px * 2)];
  return { src: url(one), srcSet: two > one ? `${url(one)} 1x, ${url(two)} 2x` : undefined };
}
