import type { ReactNode, RefObject } from 'react';
import { useTheme } from '@emotion/react';

interface PhotoDialogFrameProps {
  dialogRef: RefObject<HTMLDivElement | null>;
  titleId: string;
  /** The full-screen black viewer of phones, instead of the desktop modal. */
  isMobile: boolean;
  single: boolean;
  onClose(): void;
  children: ReactNode;
}

/** The backdrop (a click on it closes) and the dialog box: a centred modal on desktop, the whole screen on mobile. */
export function PhotoDialogFrame({ dialogRef, titleId, isMobile, single, onClose, children }: PhotoDialogFrameProps) {
  const theme = useTheme();
  const dark = isMobile;
  return (
    <div
      data-testid="product-review-lightbox-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndices.modal,
        background: dark ? theme.colors.surfaceDark : theme.colors.backdrop,
        display: 'grid',
        placeItems: 'center',
        padding: dark ? 0 : theme.spacing.lg,
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="product-review-lightbox"
        data-variant={isMobile ? 'mobile' : 'desktop'}
        data-view={single ? 'single' : 'grid'}
        tabIndex={-1}
        css={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          width: dark ? '100vw' : 'min(1100px, 100%)',
          height: dark ? '100dvh' : 'min(760px, 100%)',
          background: dark ? theme.colors.surfaceDark : theme.colors.background,
          color: dark ? theme.colors.textInverse : theme.colors.text,
          borderRadius: dark ? 0 : theme.radii.lg,
          overflow: 'hidden',
          boxShadow: dark ? 'none' : theme.shadows.panel,
        }}
      >
        {children}
      </div>
    </div>
  );
}
