import { useEffect, useRef } from 'react';

/**
 * Arrow keys anywhere on the page while the viewer is open move between photos (single photo view). The listener is
 * added once; refs give it the latest view and step without re-adding it on every move.
 */
export function usePhotoArrowKeys(single: boolean, step: (direction: 'next' | 'prev') => void, close: () => void) {
  const stepRef = useRef(step);
  stepRef.current = step;
  const singleRef = useRef(single);
  singleRef.current = single;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (singleRef.current && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
        event.preventDefault();
        stepRef.current(event.key === 'ArrowRight' ? 'next' : 'prev');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);
}
