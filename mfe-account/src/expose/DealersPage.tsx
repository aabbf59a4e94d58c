import { DealerQuickOrderPage } from '../features/dealer-quick-order';

/** './DealersPage': /dealers, Dealer Quick Order (root data-boundary="account"). */
export default function DealersPageExpose() {
  return <DealerQuickOrderPage />;
}
