// The mobile drawer (spec 2 §2, §4): a modal dialog with the three drill-down levels and the bottom bar. Opening adds
// the no-scroll state to the page and closes the cart, closing removes it and resets the drill-down to level 1 (ui
// slice: toggleMobileNav/closeMobileNav); navigating closes it. The dialog itself (menu/MobileDrawer.tsx) is fetched
// when the drawer first opens (code behind an interaction stays out of the first load). If it cannot be
// fetched, the failure is logged, the drawer closes and the next opening fetches it again.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  closeMobileNav,
  emit,
  onDemandPart,
  selectMobileNavOpen,
  useAppDispatch,
  useAppSelector,
  useOnDemandPart,
} from '@storefront/shared-domain';
import { OnDemandSlot } from './OnDemandSlot';

export const NO_SCROLL_CLASS = 'sf-no-scroll';

const mobileDrawer = onDemandPart(
  'shell',
  'the mobile menu',
  () => import(/* webpackChunkName: "lazy-mobile-drawer" */ './menu/MobileDrawer'),
  (module) => module.default,
);

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

  const { Lazy: MobileDrawer, attempt, retry } = useOnDemandPart(mobileDrawer);
  const onLoadError = () => {
    retry();
    dispatch(closeMobileNav());
  };

  return open ? (
    <OnDemandSlot what={mobileDrawer.what} attempt={attempt} onError={onLoadError}>
      <MobileDrawer />
    </OnDemandSlot>
  ) : null;
}
