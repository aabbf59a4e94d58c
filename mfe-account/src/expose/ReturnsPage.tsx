import { ReturnsPage } from '../features/returns/ReturnsPage';

/** './ReturnsPage': /returns (root data-boundary="account"). */
export default function ReturnsPageExpose() {
  return <ReturnsPage />;
}
