// The VIP email popup and the push prompt decide for themselves whether to show (spec 2 §4); both are built in a
// later issue and render nothing for now.
export function EmailPopup() {
  return null;
}

export function PushPrompt() {
  return null;
}
