// './HomePage': the stable boundary of the catalog remote. The screen lives in ../features/home (its root carries
// data-boundary="catalog").
import { HomePage } from '../features/home';

export default function HomePageExpose() {
  return <HomePage />;
}
