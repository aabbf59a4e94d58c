// The mobile drawer (spec 2 §2, §4): a modal dialog with the three drill-down levels and the bottom bar. Opening adds
// the no-scroll state to the page and closes the cart, closing removes it and resets the drill-down to level 1 (ui
// slice: toggleMobileNav/closeMobileNav); navigating closes it. The dialog itself (menu/MobileDrawer.tsx) is fetched
// when the drawer first opens (issue 15: code behind an interaction stays out of the first load). If it cannot be
// fetched, the failure is logged, the drawer closes and the next opening fetches it again.
import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { closeMobileNav, emit, selectMobileNavOpen, useAppDispatch, useAppSelector } from '@storefront/shared-domain';

export const NO_SCROLL_CLASS = 'sf-no-scroll';

const loadMobileDrawer = () => import(/* webpackChunkName: "lazy-mobile-drawer" */ './menu/MobileDrawer');

class DrawerLoadBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function MobileNav({ disabled = false }: { disabled?: boolean }) {
  const dispatch = useAppDispatch();
  const storeOpen = useAppSelector(selectMobileNavOpen);
  const open = storeOpen && !disabled;
  const location = useLocation();

  useEffect(() => {
    document.body.classList.toggle(NO_SCROLL_CLASS, open);
    emit('ui:mobile-nav', { open });
    return () => document.body.classList.remove(NO_SCROLL_CLASS);
  }, [open]);

  useEffect(() => {
    dispatch(closeMobileNav());
  }, [dispatch, location.pathname, location.search]);

  // A page that disables the mobile nav keeps the drawer closed.
  useEffect(() => {
    if (disabled && storeOpen) dispatch(closeMobileNav());
  }, [dispatch, disabled, storeOpen]);

  // A new lazy component per attempt: React keeps a failed one failed.
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const MobileDrawer = useMemo(() => lazy(loadMobileDrawer), [attempt]);
  const onLoadError = useCallback(
    (error: unknown) => {
      console.error('[shell] the mobile menu could not be loaded', error);
      setAttempt((n) => n + 1);
      dispatch(closeMobileNav());
    },
    [dispatch],
  );

  return open ? (
    <DrawerLoadBoundary key={attempt} onError={onLoadError}>
      <Suspense fallback={null}>
        <MobileDrawer />
      </Suspense>
    </DrawerLoadBoundary>
  ) : null;
}
