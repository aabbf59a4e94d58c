// './WiringPlannerPage': the stable boundary of the catalog remote for the subwoofer wiring planner. The
// screen lives in ../features/wiring-planner (its root carries data-boundary="catalog").
import { WiringPlannerPage } from '../features/wiring-planner';

export default function WiringPlannerPageExpose() {
  return <WiringPlannerPage />;
}
