// Gallery of the selected variant's images. Every image has explicit width and height (and a square box), so nothing
// moves while images load. Arrow keys move when the gallery has focus; a horizontal swipe (pointer events, so touch,
// pen and mouse alike) moves by one; thumbnails pick an image.
import { css } from '@emotion/react';
import { colors, imageSources, mq, radii, spacing, typography } from '@storefront/shared-domain';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** Intrinsic size of the main image and the thumbnails (CSS scales them; the ratio reserves the space). */
export const GALLERY_IMAGE_PX = 600;
export const GALLERY_THUMB_PX = 64;
/** A horizontal move of at least this many pixels is a swipe (CHOICE). */
export const SWIPE_MIN_PX = 40;

export const GALLERY_TEXTS = {
  previous: 'Previous image',
  next: 'Next image',
  label: 'Product images',
  thumbnail: (n: number) => `Show image ${n}`,
} as const;

export interface GalleryImage {
  url: string;
  altText?: string;
}

const frameCss = css`
  label: productGallery;
  display: flex;
  flex-direction: column;
  gap: ${spacing.sm};
  min-width: 0;
`;

const stageCss = css`
  label: productGalleryStage;
  position: relative;
  aspect-ratio: 1 / 1;
  border-radius: ${radii.lg};
  background: ${colors.surface};
  overflow: hidden;
  touch-action: pan-y;
  user-select: none;
  &:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    -webkit-user-drag: none;
  }
`;

const arrowCss = css`
  label: productGalleryArrow;
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 40px;
  height: 40px;
  border: 1px solid ${colors.border};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${colors.text};
  font-size: ${typography.sizes.lg};
  line-height: 1;
  cursor: pointer;
  &[data-side='prev'] {
    left: ${spacing.sm};
  }
  &[data-side='next'] {
    right: ${spacing.sm};
  }
  &:focus-visible {
    outline: 2px solid ${colors.link};
  }
`;

const counterCss = css`
  label: productGalleryCounter;
  position: absolute;
  right: ${spacing.sm};
  bottom: ${spacing.sm};
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.pill};
  background: rgba(0, 0, 0, 0.6);
  color: ${colors.textInverse};
  font-size: ${typography.sizes.xs};
`;

const thumbsCss = css`
  label: productGalleryThumbs;
  display: flex;
  gap: ${spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  button {
    display: block;
    width: ${GALLERY_THUMB_PX}px;
    height: ${GALLERY_THUMB_PX}px;
    padding: 2px;
    border: 2px solid transparent;
    border-radius: ${radii.md};
    background: ${colors.surface};
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${colors.brand};
  }
  button:focus-visible {
    outline: 2px solid ${colors.link};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  ${mq.mobile} {
    button {
      width: 52px;
      height: 52px;
    }
  }
`;

interface GalleryThumbsProps {
  images: GalleryImage[];
  index: number;
  onChoose: (index: number) => void;
}

function GalleryThumbs({ images, index, onChoose }: GalleryThumbsProps) {
  return (
    <ul css={thumbsCss} data-testid="product-gallery-thumbs">
      {images.map((image, i) => (
        <li key={`${image.url}-${i}`}>
          <button
            type="button"
            aria-label={GALLERY_TEXTS.thumbnail(i + 1)}
            aria-current={i === index}
            onClick={() => onChoose(i)}
          >
            <img
              {...imageSources(image.url, GALLERY_THUMB_PX)}
              alt=""
              width={GALLERY_THUMB_PX}
              height={GALLERY_THUMB_PX}
              loading="lazy"
              decoding="async"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

interface GalleryStageProps {
  image: GalleryImage;
  name: string;
  index: number;
  count: number;
  go: (delta: number) => void;
}

/** The image shown, with the arrows and the counter when there are more. */
function GalleryStage({ image, name, index, count, go }: GalleryStageProps) {
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // Mostly vertical moves are the page scrolling, not a swipe.
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return (
    <div
      css={stageCss}
      role="region"
      aria-roledescription="carousel"
      aria-label={GALLERY_TEXTS.label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      data-testid="product-gallery-stage"
      data-index={index}
    >
      <img
        {...imageSources(image.url, GALLERY_IMAGE_PX)}
        alt={image.altText || name}
        width={GALLERY_IMAGE_PX}
        height={GALLERY_IMAGE_PX}
        // The page's largest paint: fetched at once, ahead of everything else on the page (the first image shown).
        loading="eager"
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding="async"
        draggable={false}
        data-testid="product-gallery-image"
      />
      {count > 1 ? (
        <>
          <button
            css={arrowCss}
            type="button"
            data-side="prev"
            aria-label={GALLERY_TEXTS.previous}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button css={arrowCss} type="button" data-side="next" aria-label={GALLERY_TEXTS.next} onClick={() => go(1)}>
            ›
          </button>
          <span css={counterCss} aria-hidden="true">
            {index + 1} / {count}
          </span>
        </>
      ) : null}
    </div>
  );
}

export interface GalleryProps {
  images: GalleryImage[];
  /** Alternative text when an image has none: the product name. */
  name: string;
}

export function Gallery({ images, name }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, Math.max(0, count - 1))];

  const go = (delta: number) => {
    if (count < 2) return;
    setIndex((i) => (i + delta + count) % count);
  };

  return (
    <div css={frameCss} data-testid="product-gallery">
      {current ? (
        <GalleryStage image={current} name={name} index={index} count={count} go={go} />
      ) : (
        <div css={stageCss} aria-hidden="true" />
      )}
      {count > 1 ? <GalleryThumbs images={images} index={index} onChoose={setIndex} /> : null}
    </div>
  );
}
