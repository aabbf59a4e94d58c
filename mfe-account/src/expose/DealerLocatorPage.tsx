import { ACCOUNT_SCREEN_TITLES, ScreenPlaceholder } from '../features/placeholders/ScreenPlaceholder';

/** './DealerLocatorPage' (built in a later issue). */
export default function DealerLocatorPageExpose() {
  return <ScreenPlaceholder title={ACCOUNT_SCREEN_TITLES.dealerLocator} testId="account-dealer-locator-page" />;
}
