import { FooterSignup } from '../features/footer-signup/FooterSignup';

/** './FooterSignup' of the marketing remote (its root carries data-boundary="marketing"). */
export default function FooterSignupExpose() {
  return <FooterSignup />;
}
