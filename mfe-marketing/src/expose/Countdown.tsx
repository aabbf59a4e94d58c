import { Countdown } from '../features/countdown/Countdown';

/** './Countdown' of the marketing remote (its root carries data-boundary="marketing"). */
export default function CountdownExpose() {
  return <Countdown />;
}
