import { renderHook } from '@testing-library/react';
import { initialReviewModalState } from '@storefront/shared-domain';
import { makeReview } from './testKit';
import { usePhotoDialogPosition } from './usePhotoDialogPosition';
import type { usePhotoViewer } from './usePhotoViewer';

type Viewer = ReturnType<typeof usePhotoViewer>;

function viewerAt(reviewId: string | null, reviewIndex: number, imageIndex: number, individual = false) {
  const moveTo = jest.fn();
  const viewer = {
    modal: {
      ...initialReviewModalState,
      open: true,
      reviewModalId: reviewId,
      reviewIndex,
      initialReviewImageIndex: imageIndex,
    },
    open: true,
    individual,
    view: 'single',
    setView: jest.fn(),
    openGrid: jest.fn(),
    openPhoto: jest.fn(),
    moveTo,
    close: jest.fn(),
  } as unknown as Viewer;
  return { viewer, moveTo };
}

const reviews = [
  makeReview(1, { images: ['https://img.test/r1-0.jpg', 'https://img.test/r1-1.jpg'] }),
  makeReview(2, { images: ['https://img.test/r2-0.jpg'] }),
];

it('steps from the last photo of a review to the first photo of the next', () => {
  const { viewer, moveTo } = viewerAt('r1', 0, 1);
  const { result } = renderHook(() => usePhotoDialogPosition(reviews, viewer));
  expect(result.current).toMatchObject({ single: true, imageIndex: 1, imageCount: 2, flatIndex: 1, slideIndex: 1 });
  result.current.step('next');
  expect(moveTo).toHaveBeenCalledWith('r2', 1, 0);
});

it('keeps to one review in individual mode and clamps an index past its photos', () => {
  const { viewer, moveTo } = viewerAt('r1', 0, 5, true);
  const { result } = renderHook(() => usePhotoDialogPosition(reviews, viewer));
  expect(result.current.imageIndex).toBe(1);
  expect(result.current.slides.map((slide) => slide.image)).toEqual([
    'https://img.test/r1-0.jpg',
    'https://img.test/r1-1.jpg',
  ]);
  expect(result.current.arrows.next).toBe(false);
  result.current.step('next');
  expect(moveTo).not.toHaveBeenCalled();
});
