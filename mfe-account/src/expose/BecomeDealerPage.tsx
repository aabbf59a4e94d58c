import { BecomeDealerPage } from '../features/become-a-dealer';

/** './BecomeDealerPage': /pages/become-a-dealer, the dealer application (root data-boundary="account"). */
export default function BecomeDealerPageExpose() {
  return <BecomeDealerPage />;
}
