// './BoxDesignPage': the stable boundary of the catalog remote for the box design calculator. The screen
// lives in ../features/box-design (its root carries data-boundary="catalog").
import { BoxDesignPage } from '../features/box-design';

export default function BoxDesignPageExpose() {
  return <BoxDesignPage />;
}
