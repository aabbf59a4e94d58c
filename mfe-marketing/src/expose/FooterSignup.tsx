import { FooterSignup, type FooterSignupProps } from '../features/footer-signup/FooterSignup';

/** './FooterSignup' of the marketing remote: { desktop?, mobile? } (both default true) are the shell's page switches. */
export default function FooterSignupExpose(props: FooterSignupProps) {
  return <FooterSignup {...props} />;
}
