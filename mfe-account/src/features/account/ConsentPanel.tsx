// Email and SMS consent (spec 2 §3: 1 = consented), each shown as 'Subscribed' / 'Not subscribed' with a switch that
// saves through PATCH /api/account/profile.
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import {
  ERROR_TEXTS,
  isValidPhone,
  MARKETING_TEXTS,
  type ProfileUpdate,
  type SessionUser,
} from '@storefront/shared-domain';
import { useUpdateAccountProfileMutation } from '../../api/account';
import { ErrorNotice, Panel, SectionTitle, Stack, TAP_TARGET } from '../../components/ui';
import { ACCOUNT_TEXTS } from './texts';

type ConsentKey = 'email_consent' | 'sms_consent';

const CONSENTS: ReadonlyArray<{ key: ConsentKey; label: string; testId: string }> = [
  { key: 'email_consent', label: ACCOUNT_TEXTS.emailConsent, testId: 'account-consent-email' },
  { key: 'sms_consent', label: ACCOUNT_TEXTS.smsConsent, testId: 'account-consent-sms' },
];

const consentRowCss = (theme: Theme) => css`
  label: accountConsentRow;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing.md};
  min-height: ${TAP_TARGET};
`;

const switchCss = (theme: Theme) => css`
  label: accountConsentSwitch;
  position: relative;
  flex: none;
  width: 52px;
  height: ${TAP_TARGET};
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    left: 2px;
    right: 2px;
    top: 8px;
    height: 24px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.border};
    transition: background-color 0.15s ease;
  }
  &::after {
    content: '';
    position: absolute;
    top: 11px;
    left: 5px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${theme.colors.background};
    transition: transform 0.15s ease;
  }
  &[aria-checked='true']::before {
    background: ${theme.colors.success};
  }
  &[aria-checked='true']::after {
    transform: translateX(24px);
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.link};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

export function ConsentPanel({ user }: { user: SessionUser }) {
  const [updateProfile] = useUpdateAccountProfileMutation();
  const [saving, setSaving] = useState<ConsentKey | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggle(key: ConsentKey) {
    const next: 0 | 1 = user[key] === 1 ? 0 : 1;
    setError(null);
    // spec 2 §5 'Footer signup': SMS consent needs a phone; the profile's phone is the one texts go to.
    if (key === 'sms_consent' && next === 1 && !isValidPhone(user.primary_phone)) {
      setError(MARKETING_TEXTS.smsNeedsPhone);
      return;
    }
    setSaving(key);
    try {
      const update: ProfileUpdate = { [key]: next };
      await updateProfile(update).unwrap();
    } catch {
      // spec 2 §8 'Update of existing profile fails'.
      setError(ERROR_TEXTS.updateSubscriberFailed);
    } finally {
      setSaving(null);
    }
  }

  return (
    <Panel aria-labelledby="account-consents-heading" data-testid="account-consents">
      <SectionTitle id="account-consents-heading">{ACCOUNT_TEXTS.consents}</SectionTitle>
      <Stack>
        {CONSENTS.map(({ key, label, testId }) => {
          const on = user[key] === 1;
          return (
            <div css={consentRowCss} key={key} data-testid={testId}>
              <span>
                <strong>{label}</strong>
                <br />
                <span data-testid={`${testId}-state`}>
                  {on ? ACCOUNT_TEXTS.subscribed : ACCOUNT_TEXTS.notSubscribed}
                </span>
              </span>
              <button
                css={switchCss}
                type="button"
                role="switch"
                aria-checked={on}
                aria-label={label}
                aria-busy={saving === key || undefined}
                disabled={saving !== null}
                onClick={() => void toggle(key)}
              />
            </div>
          );
        })}
        {error && <ErrorNotice testId="account-consents-error">{error}</ErrorNotice>}
      </Stack>
    </Panel>
  );
}
