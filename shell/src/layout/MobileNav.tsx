// The mobile drawer (spec 2 §2, §4): a modal dialog with the three drill-down levels and the bottom bar. Opening adds
// the no-scroll state to the page and closes the cart, closing removes it and resets the drill-down to level 1 (ui
// slice: toggleMobileNav/closeMobileNav); navigating closes it. The dialog itself (menu/MobileDrawer.tsx) is fetched
// when the drawer first opens (issue 15: code behind an interaction stays out of the first load).
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { closeMobileNav, emit, selectMobileNavOpen, useAppDispatch, useAppSelector } from '@storefront/shared-domain';

export const NO_SCROLL_CLASS = 'sf-no-scroll';

const MobileDrawer = lazy(() => import(/* webpackChunkName: "lazy-mobile-drawer" */ './menu/MobileDrawer'));

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

  return open ? (
    <Suspense fallback={null}>
      <MobileDrawer />
    </Suspense>
  ) : null;
}
