// One subscriber: the consents as they stand, every opt-in and opt-out with its time and source, and the withdrawal
// a staff member records for a subscriber who asked by phone or letter (confirmed first: it stops the messages).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminNotice, AdminTable, ConfirmButton, adminErrorText, type AdminColumn } from '@storefront/ui';
import type { ConsentHistoryEntry } from '@storefront/shared-domain/admin';
import { useAdminOptOutMutation, useAdminSubscriberQuery } from '../adminApi';
import { formatAdminTime } from '../adminTime';
import { marketingAdminPaths } from '../paths';

const FORM_LABELS: Record<string, string> = {
  footer: 'Footer signup',
  popup: 'Email popup',
  update: 'Subscription update',
  admin: 'Recorded by staff',
};

/** 'Email: opted in; SMS: opted out; phone +1305…'. */
export function consentChangeText(changes: ConsentHistoryEntry['changes']): string {
  const parts: string[] = [];
  if (changes.email_consent !== undefined) parts.push(`Email: ${changes.email_consent ? 'opted in' : 'opted out'}`);
  if (changes.sms_consent !== undefined) parts.push(`SMS: ${changes.sms_consent ? 'opted in' : 'opted out'}`);
  if (changes.phone) parts.push(`Phone: ${changes.phone}`);
  return parts.join('; ') || '—';
}

function sourceText({ source }: ConsentHistoryEntry): string {
  const parts = [FORM_LABELS[source.form] ?? source.form];
  if (source.formType) parts.push(source.formType);
  if (source.popupCode) parts.push(`code ${source.popupCode}`);
  if (source.verifiedBy === 'confirmation_link') parts.push('confirmed by email link');
  if (source.accountId) parts.push(`account ${source.accountId}`);
  return parts.join(', ');
}

const HISTORY_COLUMNS: AdminColumn<ConsentHistoryEntry>[] = [
  { key: 'at', header: 'When', render: (e) => formatAdminTime(e.at) },
  { key: 'change', header: 'Change', render: (e) => consentChangeText(e.changes) },
  { key: 'source', header: 'Source', render: sourceText },
];

export function SubscriberScreen({ id }: { id: string }) {
  const { data, error } = useAdminSubscriberQuery(id);
  const [optOut, { isLoading }] = useAdminOptOutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const withdraw = async (channel: 'email' | 'sms') => {
    setFailure(null);
    await optOut({ id, channel })
      .unwrap()
      .catch((e: unknown) => setFailure(adminErrorText(e)));
  };
  const back = (
    <p>
      <Link to={marketingAdminPaths.subscribers}>All subscribers</Link>
    </p>
  );
  if (error)
    return (
      <>
        {back}
        <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>
      </>
    );
  if (!data) return <p>Loading the subscriber…</p>;
  const s = data.subscriber;
  return (
    <div data-testid="marketing-admin-subscriber">
      {back}
      <h2>{s.email ?? s.phone}</h2>
      <dl>
        <dt>Email consent</dt>
        <dd data-testid="marketing-admin-subscriber-email-consent">
          {s.emailConsent
            ? `Yes, since ${formatAdminTime(s.emailConsentAt)}`
            : s.emailOptedOutAt
              ? `Opted out ${formatAdminTime(s.emailOptedOutAt)}`
              : 'No'}
        </dd>
        <dt>SMS consent</dt>
        <dd>{s.smsConsent ? `Yes${s.phone ? ` (${s.phone})` : ''}` : 'No'}</dd>
      </dl>
      {failure ? <AdminNotice kind="error">{failure}</AdminNotice> : null}
      <p>
        {s.emailConsent ? (
          <ConfirmButton
            confirmText={`Record that ${s.email} withdrew email consent? No more marketing email goes to this address.`}
            confirmLabel="Record opt-out"
            onConfirm={() => withdraw('email')}
            busy={isLoading}
            testId="marketing-admin-opt-out-email"
          >
            Record email opt-out
          </ConfirmButton>
        ) : null}{' '}
        {s.smsConsent ? (
          <ConfirmButton
            confirmText={`Record that ${s.phone ?? 'this subscriber'} withdrew SMS consent? No more texts go to this number.`}
            confirmLabel="Record opt-out"
            onConfirm={() => withdraw('sms')}
            busy={isLoading}
            testId="marketing-admin-opt-out-sms"
          >
            Record SMS opt-out
          </ConfirmButton>
        ) : null}
      </p>
      <AdminTable
        caption="Consent history, newest first"
        columns={HISTORY_COLUMNS}
        rows={data.history}
        rowKey={(e) => `${e.at}-${consentChangeText(e.changes)}`}
        empty="No consent change is recorded."
        testId="marketing-admin-consent-history"
      />
    </div>
  );
}
