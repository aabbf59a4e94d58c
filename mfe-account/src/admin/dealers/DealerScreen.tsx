// /admin/dealers/:id: one application, and the decision: approve (the account becomes a dealer and is emailed) or
// reject with a reason the applicant reads. Both ask first.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEALER_APPLICATION_STATUS_LABELS,
  DEALER_REJECTION_REASON,
  rejectionReasonProblem,
  type AdminDealerApplication,
} from '@storefront/shared-domain/admin';
import { AdminNotice, ConfirmButton, TextAreaField, adminErrorText } from '@storefront/ui';
import {
  useAdminApproveDealerMutation,
  useAdminDealerApplicationQuery,
  useAdminRejectDealerMutation,
} from '../adminApi';
import { Form } from '../../components/fields';
import { AdminScreen, BackLink, FactRows, ReadState, dateTimeText } from '../adminUi';
import { DEALERS_SECTION, accountAdminPaths } from '../paths';

function addressText(a: AdminDealerApplication): string {
  const address = a.address;
  if (!address) return '';
  return [address.address_line_1, address.city, `${address.state_code ?? ''} ${address.zip_code ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
}

function ApplicationFacts({ application: a }: { application: AdminDealerApplication }) {
  return (
    <FactRows
      rows={[
        ['Status', DEALER_APPLICATION_STATUS_LABELS[a.status]],
        ['Company', a.company_name],
        ['Contact', a.contact_name],
        ['Email', a.email],
        ['Phone', a.phone],
        ['Website', a.website],
        ['Address', addressText(a)],
        ['Tax id', a.tax_id],
        ['Message', a.message],
        ['Account', a.account_id],
        ['Received', dateTimeText(a.createdAt)],
        ['Decided', a.decidedAt ? `${dateTimeText(a.decidedAt)} by ${a.decidedBy ?? 'staff'}` : undefined],
        ['Reason', a.rejectionReason],
      ]}
    />
  );
}

function ApproveAction({ application: a, onDone }: { application: AdminDealerApplication; onDone(t: string): void }) {
  const [approve, { isLoading, error }] = useAdminApproveDealerMutation();
  return (
    <>
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      <ConfirmButton
        variant="primary"
        confirmText={`Approve ${a.company_name}? ${a.email} becomes a dealer and sees dealer prices.`}
        confirmLabel="Approve"
        busy={isLoading}
        testId="account-admin-dealer-approve"
        onConfirm={() =>
          approve(a.id)
            .unwrap()
            .then(
              () => onDone('Approved: the applicant is a dealer now.'),
              () => {},
            )
        }
      >
        Approve
      </ConfirmButton>
    </>
  );
}

function RejectForm({ application: a, onDone }: { application: AdminDealerApplication; onDone(t: string): void }) {
  const [reject, { isLoading, error }] = useAdminRejectDealerMutation();
  const { register, trigger, getValues, formState } = useForm({ defaultValues: { reason: '' }, mode: 'onTouched' });
  const registration = register('reason', { validate: (v) => rejectionReasonProblem(v) ?? true });
  const send = () =>
    reject({ id: a.id, reason: getValues('reason').trim() })
      .unwrap()
      .then(() => onDone('Rejected.'));
  return (
    <Form onSubmit={(e) => e.preventDefault()} aria-label="Reject the application" noValidate>
      <TextAreaField
        label="Reason for the rejection"
        hint={`The applicant reads it in their email (${DEALER_REJECTION_REASON.maxLength} characters at most).`}
        maxLength={DEALER_REJECTION_REASON.maxLength}
        registration={registration}
        error={formState.errors.reason}
        testId="account-admin-dealer-reason"
      />
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      <ConfirmButton
        confirmText={`Reject the application of ${a.company_name}? They are emailed the reason.`}
        confirmLabel="Reject"
        busy={isLoading}
        testId="account-admin-dealer-reject"
        onConfirm={async () => {
          if (await trigger('reason', { shouldFocus: true })) await send().catch(() => {});
        }}
      >
        Reject
      </ConfirmButton>
    </Form>
  );
}

export function DealerScreen({ id }: { id: string }) {
  const { data, isLoading, error } = useAdminDealerApplicationQuery(id);
  const [done, setDone] = useState<string | null>(null);
  return (
    <AdminScreen title={DEALERS_SECTION.title} testId="account-admin-dealer">
      <BackLink to={accountAdminPaths.dealers}>All applications</BackLink>
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <h2>{data.company_name}</h2>
          <ApplicationFacts application={data} />
          {done && <AdminNotice kind="success">{done}</AdminNotice>}
          {data.status === 'pending' && (
            <>
              <h2>Decision</h2>
              <ApproveAction application={data} onDone={setDone} />
              <RejectForm application={data} onDone={setDone} />
            </>
          )}
        </>
      )}
    </AdminScreen>
  );
}
