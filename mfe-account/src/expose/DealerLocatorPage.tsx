import { DealerLocatorPage } from '../features/dealer-locator';

/** './DealerLocatorPage': /community/dealer-locator and /pages/dealer-locator (root data-boundary="account"). */
export default function DealerLocatorPageExpose() {
  return <DealerLocatorPage />;
}
