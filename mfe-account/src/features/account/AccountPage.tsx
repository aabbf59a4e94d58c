// Account dashboard (/account): greeting, profile, consents, password, saved payment methods and the account links
// (shared-domain accountMenuEntries: Dealer Quick Order for dealers only). Signed-out visitors go to sign-in.
import { css, type Theme } from '@emotion/react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ROUTES,
  accountMenuEntries,
  useGetSessionQuery,
  useSignOutMutation,
  type SessionUser,
} from '@storefront/shared-domain';
import { BusyButton } from '@storefront/ui';
import { useGetAccountProfileQuery } from '../../api/account';
import { RequireSession, useSessionUser } from '../../components/RequireSession';
import { AccountScreen, Columns, PageTitle, Panel, SectionTitle, Stack, TAP_TARGET } from '../../components/ui';
import { SavedCards } from '../saved-cards';
import { ConsentPanel } from './ConsentPanel';
import { PasswordPanel } from './PasswordPanel';
import { ProfilePanel } from './ProfilePanel';
import { ACCOUNT_TEXTS } from './texts';

export { ACCOUNT_TEXTS } from './texts';

const greetingCss = (theme: Theme) => css`
  label: accountGreeting;
  margin: 0 0 ${theme.spacing.md};
  font-size: ${theme.typography.sizes.xl};
  font-weight: ${theme.typography.weights.bold};
`;

const linkListCss = (theme: Theme) => css`
  label: accountLinks;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET};
    color: ${theme.colors.link};
  }
`;

function AccountLinks() {
  const { data: session } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const navigate = useNavigate();
  const [signOut, { isLoading }] = useSignOutMutation();
  const entries = accountMenuEntries(session).filter((entry) => entry.href && entry.href !== ROUTES.account.path);
  return (
    <Panel aria-labelledby="account-links-heading" data-testid="account-links">
      <SectionTitle id="account-links-heading">{ACCOUNT_TEXTS.links}</SectionTitle>
      <ul css={linkListCss}>
        {entries.map((entry) => (
          <li key={entry.label}>
            <Link to={entry.href as string}>{entry.label}</Link>
          </li>
        ))}
      </ul>
      <BusyButton
        busy={isLoading}
        onClick={async () => {
          // spec 2 §2: Logout ends the session, then goes to /.
          await signOut()
            .unwrap()
            .catch(() => undefined);
          navigate(ROUTES.home.path);
        }}
      >
        {ACCOUNT_TEXTS.signOut}
      </BusyButton>
    </Panel>
  );
}

function Dashboard({ sessionUser }: { sessionUser: SessionUser }) {
  // The profile call answers the stored profile; the session is the fallback while it loads or if it fails.
  const { data: profile } = useGetAccountProfileQuery();
  const user = profile?.email ? profile : sessionUser;
  const name = user.first_name?.trim() || user.email;
  return (
    <AccountScreen testId="account-page">
      <PageTitle>{ACCOUNT_TEXTS.title}</PageTitle>
      <p css={greetingCss} data-testid="account-greeting">
        {ACCOUNT_TEXTS.greeting(name)}
      </p>
      <Columns>
        <Stack>
          <ProfilePanel user={user} />
          <ConsentPanel user={user} />
          <AccountLinks />
        </Stack>
        <Stack>
          <SavedCards />
          <PasswordPanel />
        </Stack>
      </Columns>
    </AccountScreen>
  );
}

function SignedInDashboard() {
  const user = useSessionUser();
  return user ? <Dashboard sessionUser={user} /> : null;
}

export function AccountPage() {
  return (
    <RequireSession testId="account-page">
      <SignedInDashboard />
    </RequireSession>
  );
}
