// Open/close/position of the review photo viewer. The state is the shared store's ui.reviewModal (spec 2 §3 "UI
// state": review modal, individual review modal desktop/mobile, reviewModalId, initialReviewImageIndex, reviewIndex);
// which view of the desktop modal shows (grid or single photo) is local. Closing resets the id and indexes 500 ms
// later (spec 2 §4), after the closing transition.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  closeReviewModal,
  openReviewModal,
  resetReviewModal,
  selectReviewModal,
  setReviewPosition,
  UI_DELAYS,
  useAppDispatch,
  useAppSelector,
} from '@storefront/shared-domain';
import { useReviewPopupHash } from './useReviewPopupHash';

export type PhotoView = 'grid' | 'single';

export function usePhotoViewer() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectReviewModal);
  const open = modal.open || modal.individualOpen || modal.individualMobileOpen;
  const individual = modal.individualOpen || modal.individualMobileOpen;
  const [view, setView] = useState<PhotoView>('single');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);

  const closeNow = useCallback(() => {
    dispatch(closeReviewModal());
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => dispatch(resetReviewModal()), UI_DELAYS.reviewModalResetMs);
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, [dispatch]);

  const removeHash = useReviewPopupHash(open, closeNow);

  const close = useCallback(() => {
    removeHash();
    closeNow();
  }, [closeNow, removeHash]);

  const begin = (from: HTMLElement | null) => {
    clearTimeout(resetTimer.current);
    opener.current = from;
  };

  const openGrid = (firstReviewId: string, from: HTMLElement | null) => {
    begin(from);
    setView('grid');
    dispatch(openReviewModal({ reviewId: firstReviewId, imageIndex: 0, reviewIndex: 0 }));
  };

  const openPhoto = (
    reviewId: string,
    imageIndex: number,
    from: HTMLElement | null,
    individualMode?: 'desktop' | 'mobile',
  ) => {
    begin(from);
    setView('single');
    dispatch(openReviewModal({ reviewId, imageIndex, individual: individualMode }));
  };

  const moveTo = useCallback(
    (reviewId: string, reviewIndex: number, imageIndex: number) =>
      dispatch(setReviewPosition({ reviewId, reviewIndex, imageIndex })),
    [dispatch],
  );

  // Leaving the page with the viewer open: the shared store must not keep it open for the next product page.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
      if (openRef.current) {
        dispatch(closeReviewModal());
        dispatch(resetReviewModal());
      }
    },
    [dispatch],
  );

  return { modal, open, individual, view, setView, openGrid, openPhoto, moveTo, close };
}
