// The box of a modal dialog (the email popup, the review photo viewer): role="dialog", aria-modal, focusable itself,
// and useModalDialog's behaviour (focus moves in and stays, the page behind is inert, Escape asks to close, focus
// returns on close). Its caller names it (aria-label or aria-labelledby), styles it (`css`, which keeps the caller's
// Emotion label) and places it.
import type { HTMLAttributes, RefObject } from 'react';
import { useModalDialog, type ModalDialogOptions } from '@storefront/shared-domain';

export interface ModalDialogProps
  extends HTMLAttributes<HTMLDivElement>, Pick<ModalDialogOptions, 'onClose' | 'initialFocusRef' | 'companionRefs'> {
  dialogRef: RefObject<HTMLDivElement | null>;
}

export function ModalDialog({ dialogRef, onClose, initialFocusRef, companionRefs, ...attributes }: ModalDialogProps) {
  useModalDialog({ open: true, onClose, containerRef: dialogRef, initialFocusRef, companionRefs });
  return <div ref={dialogRef} role="dialog" aria-modal="true" tabIndex={-1} {...attributes} />;
}
