// A viewer photo: a spinner until it has loaded, an error icon if it fails (spec 1 §2 "Lightbox"). Keyed by its
// address by the caller, so each photo starts in the loading state.
import { useState } from 'react';
import { keyframes, useTheme } from '@emotion/react';
import { imageSources } from '@storefront/shared-domain';
import { REVIEWS_UI_TEXTS } from './texts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The viewer photo's intrinsic size attributes (CHOICE: shoppers' photos have no known size). CSS sizes the box to the
 * viewer's stage; the attributes only say the image has a box before it loads.
 */
export const LIGHTBOX_PHOTO_PX = 1200;

/** The viewer photo's addresses: its stage is at most 780 px wide (the dialog's 1100 less the review's 320). */
export const lightboxSources = (src: string) => imageSources(src, 800);

export function LightboxImage({ src, alt, dark }: { src: string; alt: string; dark: boolean }) {
  const theme = useTheme();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const ink = dark ? theme.colors.textInverse : theme.colors.textMuted;
  return (
    <div
      data-testid="product-review-lightbox-photo"
      data-state={state}
      css={{ position: 'relative', width: '100%', height: '100%', display: 'grid', placeItems: 'center' }}
    >
      {state === 'loading' && (
        <span
          role="status"
          aria-label={REVIEWS_UI_TEXTS.photoLoading}
          data-testid="product-review-lightbox-spinner"
          css={{
            position: 'absolute',
            width: '40px',
            height: '40px',
            borderRadius: theme.radii.pill,
            border: `3px solid ${ink}`,
            borderTopColor: 'transparent',
            animation: `${spin} 0.8s linear infinite`,
          }}
        />
      )}
      {state === 'failed' ? (
        <span
          role="img"
          aria-label={REVIEWS_UI_TEXTS.photoFailed}
          data-testid="product-review-lightbox-error"
          css={{ display: 'grid', placeItems: 'center', gap: theme.spacing.sm, color: ink }}
        >
          <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              d="M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6M4 4l16 16"
            />
          </svg>
          <span aria-hidden="true">{REVIEWS_UI_TEXTS.photoFailed}</span>
        </span>
      ) : (
        <img
          {...lightboxSources(src)}
          alt={alt}
          width={LIGHTBOX_PHOTO_PX}
          height={LIGHTBOX_PHOTO_PX}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          css={{
            // The whole stage is the photo's box (reserved before it loads); the photo keeps its ratio inside it,
            // never enlarged past its own size.
            position: 'absolute',
            inset: 0,
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: 'scale-down',
            opacity: state === 'loaded' ? 1 : 0,
            transition: 'opacity 150ms ease-in',
          }}
        />
      )}
    </div>
  );
}
