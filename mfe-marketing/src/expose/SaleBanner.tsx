import { SaleBanner } from '../features/sale-banner/SaleBanner';

/** './SaleBanner' of the marketing remote (its root carries data-boundary="marketing"). */
export default function SaleBannerExpose() {
  return <SaleBanner />;
}
