import { ACCOUNT_SCREEN_TITLES, ScreenPlaceholder } from '../features/placeholders/ScreenPlaceholder';

/** './DealersPage' (built in a later issue). */
export default function DealersPageExpose() {
  return <ScreenPlaceholder title={ACCOUNT_SCREEN_TITLES.dealers} testId="account-dealers-page" />;
}
