// /admin/returns/:id: one return request and its next step: approve (emails the shopper), mark received, refund the
// returned units through the provider, or reject with a reason the shopper reads. Refund and reject ask first.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ORDER_ADMIN_RULES, reasonProblem, type AdminReturnRow } from '@storefront/shared-domain/admin';
import { AdminNotice, Button, ConfirmButton, TextAreaField, adminErrorText } from '@storefront/ui';
import { useAdminRejectReturnMutation, useAdminReturnQuery, useAdminReturnStepMutation } from '../adminApi';
import { AdminScreen, BackLink, FactRows, ReadState, dateTimeText, moneyText } from '../adminUi';
import { RETURNS_SECTION, cartAdminPaths } from '../paths';
import { returnStatusText } from '../texts';

type Done = (text: string) => void;

function ReturnFacts({ ret }: { ret: AdminReturnRow }) {
  return (
    <FactRows
      rows={[
        ['Status', <span data-testid="cart-admin-return-status">{returnStatusText(ret.status)}</span>],
        ['Order', <Link to={cartAdminPaths.order(ret.order_number)}>{ret.order_number}</Link>],
        ['Email', ret.email],
        ['Item', `${ret.quantity} × ${ret.name} (${ret.sku})`],
        ['Reason', ret.reason],
        ['Comment', ret.comment],
        ['Asked', dateTimeText(ret.created_at)],
        ['Refund', moneyText(ret.refund_amount ?? ret.refund_due)],
        ['Rejected because', ret.rejection_reason],
      ]}
    />
  );
}

function StepActions({ ret, onDone }: { ret: AdminReturnRow; onDone: Done }) {
  const [step, { isLoading, error }] = useAdminReturnStepMutation();
  const run = (name: 'approve' | 'receive' | 'refund', text: string) =>
    step({ id: ret.id, step: name })
      .unwrap()
      .then(
        () => onDone(text),
        () => {},
      );
  return (
    <>
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      {ret.status === 'requested' && (
        <Button
          variant="primary"
          disabled={isLoading}
          data-testid="cart-admin-return-approve"
          onClick={() => void run('approve', 'Approved: the shopper is emailed.')}
        >
          Approve
        </Button>
      )}
      {ret.status === 'approved' && (
        <Button
          variant="primary"
          disabled={isLoading}
          data-testid="cart-admin-return-receive"
          onClick={() => void run('receive', 'Marked received.')}
        >
          Mark received
        </Button>
      )}
      {ret.status === 'received' && (
        <ConfirmButton
          variant="danger"
          confirmText={`Refund ${moneyText(ret.refund_due)} for ${ret.quantity} × ${ret.sku} of order ${ret.order_number} to the card?`}
          confirmLabel="Refund"
          busy={isLoading}
          testId="cart-admin-return-refund"
          onConfirm={() => run('refund', 'Refunded.')}
        >
          Refund
        </ConfirmButton>
      )}
    </>
  );
}

function RejectForm({ ret, onDone }: { ret: AdminReturnRow; onDone: Done }) {
  const [reject, { isLoading, error }] = useAdminRejectReturnMutation();
  const { register, trigger, getValues, formState } = useForm({ defaultValues: { reason: '' }, mode: 'onTouched' });
  return (
    <form onSubmit={(e) => e.preventDefault()} aria-label="Reject the return" noValidate>
      <TextAreaField
        label="Reason for the rejection"
        hint="The shopper reads it on their returns page and in an email."
        maxLength={ORDER_ADMIN_RULES.reasonMaxLength}
        registration={register('reason', { validate: (v) => reasonProblem(v) ?? true })}
        error={formState.errors.reason}
        testId="cart-admin-return-reason"
      />
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      <ConfirmButton
        variant="danger"
        confirmText={`Reject the return of ${ret.quantity} × ${ret.sku}? The shopper is emailed the reason.`}
        confirmLabel="Reject"
        busy={isLoading}
        testId="cart-admin-return-reject"
        onConfirm={async () => {
          if (!(await trigger('reason', { shouldFocus: true }))) return;
          await reject({ id: ret.id, reason: getValues('reason').trim() })
            .unwrap()
            .then(
              () => onDone('Rejected: the shopper is emailed the reason.'),
              () => {},
            );
        }}
      >
        Reject
      </ConfirmButton>
    </form>
  );
}

export function ReturnScreen({ id }: { id: string }) {
  const { data, isLoading, error } = useAdminReturnQuery(id);
  const [done, setDone] = useState<string | null>(null);
  const open = data && (data.status === 'requested' || data.status === 'approved');
  return (
    <AdminScreen title={RETURNS_SECTION.title} testId="cart-admin-return">
      <BackLink to={cartAdminPaths.returns}>All returns</BackLink>
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <h2>Return of {data.sku}</h2>
          <ReturnFacts ret={data} />
          {done && (
            <AdminNotice kind="success" testId="cart-admin-return-done">
              {done}
            </AdminNotice>
          )}
          <StepActions ret={data} onDone={setDone} />
          {open && (
            <>
              <h2>Reject</h2>
              <RejectForm ret={data} onDone={setDone} />
            </>
          )}
        </>
      )}
    </AdminScreen>
  );
}
