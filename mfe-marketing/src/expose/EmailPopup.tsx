import { EmailPopup } from '../features/popups/EmailPopup';

/** './EmailPopup' of the marketing remote: no props; decides for itself whether to open (spec 2 §4). */
export default function EmailPopupExpose() {
  return <EmailPopup />;
}
