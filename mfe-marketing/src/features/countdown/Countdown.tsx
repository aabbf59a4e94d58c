// Sale countdown (spec 2 §4): built in a later issue; renders nothing for now.
export function Countdown() {
  return null;
}
