// The inputs of shouldOpenEmailPopup from the page: the session user (account id, email_consent === 1), the mobile
// nav, the current path, plus the current sale's showEmailSubscriberPopup (no sale: allowed). The push prompt asks
// the same question ("is the email popup due?"), so both widgets share this hook. `ready` is false while the session
// or the sale settings load: nothing opens on a guess.
import { useLocation } from 'react-router-dom';
import {
  selectMobileNavOpen,
  selectSessionStatus,
  selectSessionUser,
  shouldOpenEmailPopup,
  useAppSelector,
  type PopupState,
} from '@storefront/shared-domain';
import { useCurrentSale } from '../../hooks/useCurrentSale';

export interface EmailPopupDue {
  ready: boolean;
  /** The sale allows the popup and shouldOpenEmailPopup says yes for this page and this state. */
  isDue(popupState: PopupState): boolean;
  /** The same without the sale switch (the push prompt's "email popup due" input). */
  ruleSaysOpen(popupState: PopupState): boolean;
  saleAllowsPush: boolean;
  mobileNavOpen: boolean;
  pathname: string;
}

export function useEmailPopupDue(): EmailPopupDue {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const mobileNavOpen = useAppSelector(selectMobileNavOpen);
  const { pathname } = useLocation();
  const { sale, isLoading: saleLoading } = useCurrentSale();
  const saleAllowsPopup = sale?.layoutSettings?.showEmailSubscriberPopup !== false;
  const ruleSaysOpen = (popupState: PopupState) =>
    shouldOpenEmailPopup({
      accountId: user?.account_id ?? null,
      hasEmailConsent: user?.email_consent === 1,
      popupState,
      mobileNavShowing: mobileNavOpen,
      path: pathname,
    });
  return {
    ready: status !== 'loading' && !saleLoading,
    isDue: (popupState) => saleAllowsPopup && ruleSaysOpen(popupState),
    ruleSaysOpen,
    saleAllowsPush: sale?.layoutSettings?.showPushNotificationPopup !== false,
    mobileNavOpen,
    pathname,
  };
}
