// Profile card of the dashboard: name, email, phone shown as (###) ###-#### (shared-domain formatPhone), address.
// Edit opens the form (ProfileForm.tsx), a chunk of its own (react-hook-form and zod are not part of the
// dashboard's first load): fetched when the pointer enters or focus reaches Edit, shown when it is pressed. While it
// arrives the view stays with Edit busy; if it cannot be fetched, the view stays with the error line and the next
// press of Edit fetches again.
import { useState, type ReactNode } from 'react';
import {
  ERROR_TEXTS,
  formatPhone,
  onDemandPart,
  useOnDemandPart,
  type Address,
  type SessionUser,
} from '@storefront/shared-domain';
import { BusyButton } from '@storefront/ui';
import { OpenedOnDemand } from '../../components/OpenedOnDemand';
import { ErrorNotice, Facts, Panel, Row, SectionTitle, SuccessNotice } from '../../components/ui';
import { ACCOUNT_TEXTS } from './texts';

const profileForm = onDemandPart(
  'account',
  'the profile form',
  () => import('./ProfileForm'),
  (module) => module.ProfileForm,
);

function addressLines(address: Address | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city, [address.state_code, address.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.address_line_1, cityLine, address.country_code].filter((line): line is string => Boolean(line));
}

function ProfileView({ user, editButton }: { user: SessionUser; editButton: ReactNode }) {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const phone = user.primary_phone ? (formatPhone(user.primary_phone) ?? user.primary_phone) : '';
  const lines = addressLines(user.address);
  return (
    <>
      <ProfileHeading>{editButton}</ProfileHeading>
      <Facts css={(theme) => ({ marginTop: theme.spacing.md })}>
        <dt>{ACCOUNT_TEXTS.name}</dt>
        <dd data-testid="account-profile-name">{fullName || ACCOUNT_TEXTS.notGiven}</dd>
        <dt>{ACCOUNT_TEXTS.email}</dt>
        <dd data-testid="account-email">{user.email}</dd>
        <dt>{ACCOUNT_TEXTS.phone}</dt>
        <dd data-testid="account-profile-phone">{phone || ACCOUNT_TEXTS.notGiven}</dd>
        <dt>{ACCOUNT_TEXTS.address}</dt>
        <dd data-testid="account-profile-address">
          {lines.length ? lines.map((line) => <div key={line}>{line}</div>) : ACCOUNT_TEXTS.notGiven}
        </dd>
      </Facts>
    </>
  );
}

function ProfileHeading({ children }: { children?: ReactNode }) {
  return (
    <Row css={{ justifyContent: 'space-between' }}>
      <SectionTitle id="account-profile-heading" css={{ margin: 0 }}>
        {ACCOUNT_TEXTS.profile}
      </SectionTitle>
      {children}
    </Row>
  );
}

export function ProfilePanel({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const { Lazy: ProfileForm, attempt, retry } = useOnDemandPart(profileForm);

  const editButton = (busy: boolean) => (
    <BusyButton
      busy={busy}
      onPointerEnter={profileForm.prefetch}
      onFocus={profileForm.prefetch}
      onClick={() => {
        setSaved(false);
        setLoadFailed(false);
        setEditing(true);
      }}
      aria-label={`${ACCOUNT_TEXTS.edit} ${ACCOUNT_TEXTS.profile.toLowerCase()}`}
    >
      {ACCOUNT_TEXTS.edit}
    </BusyButton>
  );
  const view = (busy: boolean) => <ProfileView user={user} editButton={editButton(busy)} />;

  return (
    <Panel aria-labelledby="account-profile-heading" data-testid="account-profile">
      {editing ? (
        <OpenedOnDemand
          what={profileForm.what}
          attempt={attempt}
          retry={retry}
          view={view}
          onClose={() => {
            setEditing(false);
            setLoadFailed(true);
          }}
        >
          <ProfileHeading />
          <ProfileForm
            user={user}
            onDone={(didSave) => {
              setEditing(false);
              setSaved(didSave);
            }}
          />
        </OpenedOnDemand>
      ) : (
        view(false)
      )}
      {loadFailed && !editing && (
        <ErrorNotice testId="account-profile-load-error">{ERROR_TEXTS.fetchFailed}</ErrorNotice>
      )}
      {saved && !editing && <SuccessNotice testId="account-profile-saved">{ACCOUNT_TEXTS.profileSaved}</SuccessNotice>}
    </Panel>
  );
}
