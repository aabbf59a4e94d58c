import { MarketingAdmin } from '../admin/MarketingAdmin';

/** './Admin' of the marketing remote: its part of the back office (/admin/marketing/...), loaded only for staff. */
export default function AdminExpose() {
  return <MarketingAdmin />;
}
