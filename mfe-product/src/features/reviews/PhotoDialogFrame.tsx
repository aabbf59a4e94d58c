import type { ReactNode, RefObject } from 'react';
import { useTheme } from '@emotion/react';
import { ModalDialog } from '@storefront/ui';

interface PhotoDialogFrameProps {
  dialogRef: RefObject<HTMLDivElement | null>;
  /** Where focus starts: the close button. */
  closeRef: RefObject<HTMLButtonElement | null>;
  titleId: string;
  /** The full-screen black viewer of phones, instead of the desktop modal. */
  isMobile: boolean;
  single: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * The backdrop (a click on it closes) and the dialog box: a centred modal on desktop, the whole screen on mobile. A
 * modal dialog: focus starts on the close button, stays inside, the page behind is inert, Escape closes, focus
 * returns to the photo that opened it.
 */
export function PhotoDialogFrame(props: PhotoDialogFrameProps) {
  const { dialogRef, closeRef, titleId, isMobile, single, onClose, children } = props;
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
      <ModalDialog
        dialogRef={dialogRef}
        onClose={onClose}
        initialFocusRef={closeRef}
        aria-labelledby={titleId}
        data-testid="product-review-lightbox"
        data-variant={isMobile ? 'mobile' : 'desktop'}
        data-view={single ? 'single' : 'grid'}
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
      </ModalDialog>
    </div>
  );
}
