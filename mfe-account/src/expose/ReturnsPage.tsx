import { ACCOUNT_SCREEN_TITLES, ScreenPlaceholder } from '../features/placeholders/ScreenPlaceholder';

/** './ReturnsPage' (built in a later issue). */
export default function ReturnsPageExpose() {
  return <ScreenPlaceholder title={ACCOUNT_SCREEN_TITLES.returns} testId="account-returns-page" />;
}
