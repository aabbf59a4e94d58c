import { Countdown, type CountdownProps } from '../features/countdown/Countdown';

/** './Countdown' of the marketing remote: { desktop?, mobile? } (both default true) are the shell's page switches. */
export default function CountdownExpose(props: CountdownProps) {
  return <Countdown {...props} />;
}
