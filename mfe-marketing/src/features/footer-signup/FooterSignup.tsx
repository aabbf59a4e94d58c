// Footer newsletter signup (spec 2 §2 / §4): hidden for signed-in users and while the session loads. The form and its
// validation come in a later issue.
import { useTheme } from '@emotion/react';
import { selectIsLoggedIn, selectSessionStatus, showFooterSignup, useAppSelector } from '@storefront/shared-domain';

export const FOOTER_SIGNUP_TEXTS = {
  title: 'Sign up for exclusive deals',
} as const;

export function FooterSignup() {
  const theme = useTheme();
  const status = useAppSelector(selectSessionStatus);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!showFooterSignup({ status, loggedIn })) return null;
  return (
    <section
      data-boundary="marketing"
      data-testid="footer-signup"
      css={{ padding: `${theme.spacing.lg} ${theme.spacing.md}`, textAlign: 'center', borderBottom: '1px solid #333' }}
    >
      <h2 css={{ margin: 0, fontSize: theme.typography.sizes.lg }}>{FOOTER_SIGNUP_TEXTS.title}</h2>
    </section>
  );
}
