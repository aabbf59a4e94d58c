// One behaviour for every modal surface of the store (mobile drawer, search screen, cart panel, popups, photo viewer):
// the WAI-ARIA modal dialog pattern. While open: focus moves in, Tab stays inside, everything outside is inert (the
// page behind cannot be reached by keyboard, pointer or screen reader), Escape asks to close; on close, focus returns
// to the element that had it. focus-trap does the trapping and the isolation; this hook ties it to React state.
import { useEffect, useRef, type RefObject } from 'react';
import type { FocusTrap } from 'focus-trap';

type FocusTrapModule = typeof import('focus-trap');

let focusTrapModule: FocusTrapModule | null = null;
let focusTrapLoading: Promise<FocusTrapModule> | null = null;

/**
 * focus-trap is not part of a page's first load: a dialog only opens after the shopper does something, so
 * it is fetched at the first pointer or key press (in place by the time the dialog opens), or by the first dialog.
 */
function loadFocusTrap(): Promise<FocusTrapModule> {
  // The chunk name keeps it out of the shell's startup preloads (config/webpack/preloadChunks.js).
  focusTrapLoading ??= import(/* webpackChunkName: "lazy-focus-trap" */ 'focus-trap').then(
    (module) => (focusTrapModule = module),
  );
  return focusTrapLoading;
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  const preload = () => void loadFocusTrap().catch(() => undefined);
  for (const type of ['pointerdown', 'keydown', 'touchstart'])
    window.addEventListener(type, preload, { once: true, capture: true, passive: true });
}

export interface ModalDialogOptions {
  open: boolean;
  /** Called for Escape; the caller decides (it usually sets `open` to false). */
  onClose: () => void;
  /** The element with role="dialog", aria-modal="true", an accessible name and tabIndex={-1}. */
  containerRef: RefObject<HTMLElement | null>;
  /** Where focus goes on open (default: the first focusable element, else the container). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Elements that belong to the dialog without being focus targets (a backdrop that closes it on click). */
  companionRefs?: ReadonlyArray<RefObject<HTMLElement | null>>;
  /** Focus the initial target after this many ms instead of at once (the cart panel waits ~1.2 s, spec 2 §2). */
  initialFocusDelayMs?: number;
  /** Return focus to the element that had it before opening (default true). */
  returnFocus?: boolean;
}

/** jsdom lays nothing out, so tabbable's visibility check would find no focusable element there. */
function layoutLess(): boolean {
  return typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);
}

export function useModalDialog({
  open,
  onClose,
  containerRef,
  initialFocusRef,
  companionRefs,
  initialFocusDelayMs,
  returnFocus = true,
}: ModalDialogOptions): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const companions = (companionRefs ?? []).map((ref) => ref.current).filter((el): el is HTMLElement => !!el);
    const doc = container.ownerDocument;
    const delayed = initialFocusDelayMs !== undefined && initialFocusDelayMs > 0;
    const previouslyFocused = doc.activeElement as HTMLElement | null;
    let trap: FocusTrap | null = null;
    let closed = false;
    const activateTrap = ({ createFocusTrap }: FocusTrapModule) => {
      if (closed) return;
      try {
        trap = createFocusTrap([container, ...companions], {
          document: doc,
          // Focus is moved in below (possibly later); the trap itself only keeps it inside once it is there.
          initialFocus: false,
          delayInitialFocus: false,
          fallbackFocus: container,
          escapeDeactivates: false,
          // Clicks outside reach their targets (a backdrop, a close control); the inert page behind takes none.
          allowOutsideClick: true,
          // Returned below instead, so it also happens when the trap could not start.
          returnFocusOnDeactivate: false,
          isolateSubtrees: 'inert',
          tabbableOptions: layoutLess() ? { displayCheck: 'none' } : undefined,
        });
        trap.activate();
      } catch (error) {
        console.error('[modal-dialog] could not trap focus', error);
        trap = null;
      }
    };
    if (focusTrapModule) activateTrap(focusTrapModule);
    else
      loadFocusTrap().then(activateTrap, (error: unknown) =>
        console.error('[modal-dialog] could not load the focus trap', error),
      );
    const focusInside = () => {
      const target = initialFocusRef?.current ?? firstFocusable(container) ?? container;
      target.focus({ preventScroll: true });
    };
    const timer = delayed ? setTimeout(focusInside, initialFocusDelayMs) : undefined;
    if (!delayed) focusInside();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseRef.current();
    };
    // On the window: a key pressed anywhere in the page reaches it last, after any inner handler could claim it.
    const view = doc.defaultView ?? window;
    view.addEventListener('keydown', onKeyDown);
    return () => {
      closed = true;
      clearTimeout(timer);
      view.removeEventListener('keydown', onKeyDown);
      trap?.deactivate();
      if (returnFocus && previouslyFocused && previouslyFocused.isConnected && previouslyFocused !== doc.body) {
        previouslyFocused.focus({ preventScroll: true });
      }
    };
    // The refs are read when the dialog opens; a change of option while open does not restart the trap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function firstFocusable(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>(FOCUSABLE);
}
