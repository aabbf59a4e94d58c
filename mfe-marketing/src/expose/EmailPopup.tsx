import { EmailPopup } from '../features/popups/Popups';

/** './EmailPopup' of the marketing remote (its root carries data-boundary="marketing"). */
export default function EmailPopupExpose() {
  return <EmailPopup />;
}
