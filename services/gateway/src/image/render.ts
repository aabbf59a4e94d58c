// Resizing and re-encoding with sharp (libvips; SVG through librsvg). A rendering takes a CPU core for a moment, so
// only a few run at once and a bounded line waits for its turn.
import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { HttpError } from '@storefront/service-platform';

export type ImageFormat = 'webp' | 'png' | 'jpeg';

export interface RenderedImage {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

// The optimiser keeps its own finished images (cache.ts): libvips' cache of intermediate operations would only hold
// a second copy of recent sources in memory.
sharp.cache(false);

/** CHOICE: 25 MP, as the reviews service allows for an upload; an SVG is counted at the size it is drawn. */
const MAX_INPUT_PIXELS = 25_000_000;

const invalidImage = () => new HttpError(422, 'invalid_image', 'The source image cannot be decoded');

async function metadataOf(source: Buffer): Promise<Metadata> {
  try {
    const meta = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.width && meta.height) return meta;
  } catch {
    // answered below
  }
  throw invalidImage();
}

/**
 * `source` resized to `width` (the height keeps the ratio): an SVG is drawn at that width, a raster image is never
 * enlarged past its own size.
 */
function resized(source: Buffer, meta: Metadata, width: number): Sharp {
  const svg = meta.format === 'svg';
  // sharp draws an SVG at 72 dpi, i.e. at its own size: scale the density so it is drawn at `width`, not enlarged.
  const density = svg ? (72 * width) / meta.width! : undefined;
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false, density })
    .rotate()
    .resize({ width, fit: 'inside', withoutEnlargement: !svg });
}

/** WebP for browsers that take it; else PNG where transparency shows, JPEG otherwise. */
async function formatFor(image: Sharp, meta: Metadata, webp: boolean): Promise<ImageFormat> {
  if (webp) return 'webp';
  if (!meta.hasAlpha) return 'jpeg';
  // An SVG always decodes with an alpha channel; most are opaque all over.
  return (await image.clone().stats()).isOpaque ? 'jpeg' : 'png';
}

function encoded(image: Sharp, format: ImageFormat, quality: number): Sharp {
  if (format === 'webp') return image.webp({ quality });
  if (format === 'png') return image.png();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
}

/** The rendering of `source` at `width` and `quality`; 422 invalid_image when it does not decode. */
export async function renderImage(
  source: Buffer,
  width: number,
  quality: number,
  webp: boolean,
): Promise<RenderedImage> {
  const meta = await metadataOf(source);
  const image = resized(source, meta, width);
  try {
    const format = await formatFor(image, meta, webp);
    const { data, info } = await encoded(image, format, quality).toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.height };
  } catch {
    throw invalidImage();
  }
}

/** At most `max` tasks at once; up to `maxWaiting` more wait in line, past that 503 (the caller may retry). */
export class JobLimit {
  private running = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await task();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.max) {
      this.running++;
      return Promise.resolve();
    }
    if (this.line.length >= this.maxWaiting) {
      return Promise.reject(new HttpError(503, 'image_busy', 'Too many images are being rendered; please retry'));
    }
    // The slot passes straight to the waiting task (running stays as it is).
    return new Promise((resolve) => this.line.push(resolve));
  }
}
