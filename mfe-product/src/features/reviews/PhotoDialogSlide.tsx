import { useRef, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { REVIEW_TEXTS, type ReviewPhotoEntry } from '@storefront/shared-domain';
import { LightboxImage } from './LightboxImage';
import { PhotoDialogArrow } from './PhotoDialogArrow';

const SWIPE_MIN_PX = 40;

interface PhotoDialogSlideProps {
  slide: ReviewPhotoEntry | undefined;
  dark: boolean;
  arrows: { prev: boolean; next: boolean };
  onStep(direction: 'prev' | 'next'): void;
  /** The review the photo belongs to, shown beside it. */
  children: ReactNode;
}

/** The single photo view: the photo (swipe or arrows to move) and its review. */
export function PhotoDialogSlide({ slide, dark, arrows, onStep, children }: PhotoDialogSlideProps) {
  const theme = useTheme();
  const touchX = useRef<number | null>(null);
  return (
    <div
      css={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: dark ? '1fr' : 'minmax(0, 1fr) 320px',
        gridTemplateRows: dark ? 'minmax(0, 1fr) auto' : '1fr',
      }}
    >
      <div
        css={{
          position: 'relative',
          minHeight: 0,
          background: dark ? theme.colors.surfaceDark : theme.colors.surface,
        }}
        onTouchStart={(event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchX.current;
          const end = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
          onStep(end < start ? 'next' : 'prev');
        }}
      >
        <LightboxImage
          key={slide?.image}
          src={slide?.image ?? ''}
          alt={slide?.image_alt ?? REVIEW_TEXTS.reviewPhoto}
          dark={dark}
        />
        {arrows.prev && <PhotoDialogArrow direction="prev" onStep={onStep} />}
        {arrows.next && <PhotoDialogArrow direction="next" onStep={onStep} />}
      </div>
      {children}
    </div>
  );
}
