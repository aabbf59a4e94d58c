import { useEffect } from 'react';

/** While the caller is mounted the page behind does not scroll; its own overflow comes back afterwards. */
export function useBodyScrollLock() {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}
