import { AccountPage } from '../features/account/AccountPage';

/** './AccountPage': /account (root data-boundary="account"). */
export default function AccountPageExpose() {
  return <AccountPage />;
}
