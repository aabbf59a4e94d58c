// What staff can do to an order in its status: mark it delivered, cancel it with a reason (refunded in full), refund it
// in full or per line with a reason. Cancel and refund ask first.
import { useForm } from 'react-hook-form';
import { ORDER_ADMIN_RULES, reasonProblem, type AdminOrderDetail } from '@storefront/shared-domain/admin';
import { AdminNotice, Button, ConfirmButton, SelectField, TextAreaField, adminErrorText } from '@storefront/ui';
import { useAdminCancelOrderMutation, useAdminMarkDeliveredMutation, useAdminRefundOrderMutation } from '../adminApi';
import { moneyText } from '../adminUi';
import { UnitFields, unitsOf } from './UnitFields';

type Done = (text: string) => void;

export function DeliveredAction({ order, onDone }: { order: AdminOrderDetail; onDone: Done }) {
  const [deliver, { isLoading, error }] = useAdminMarkDeliveredMutation();
  return (
    <>
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      <Button
        disabled={isLoading}
        data-testid="cart-admin-order-delivered"
        onClick={() =>
          void deliver(order.order_number)
            .unwrap()
            .then(
              () => onDone('Marked delivered.'),
              () => {},
            )
        }
      >
        Mark delivered
      </Button>
    </>
  );
}

const reasonRule = { validate: (v: string) => reasonProblem(v) ?? true };

export function CancelForm({ order, onDone }: { order: AdminOrderDetail; onDone: Done }) {
  const [cancel, { isLoading, error }] = useAdminCancelOrderMutation();
  const { register, trigger, getValues, formState } = useForm({ defaultValues: { reason: '' }, mode: 'onTouched' });
  const refund = order.refundable > 0 ? ` ${moneyText(order.refundable)} is refunded to the card.` : '';
  return (
    <form onSubmit={(e) => e.preventDefault()} aria-label="Cancel the order" noValidate>
      <TextAreaField
        label="Reason for cancelling"
        maxLength={ORDER_ADMIN_RULES.reasonMaxLength}
        registration={register('reason', reasonRule)}
        error={formState.errors.reason}
        testId="cart-admin-cancel-reason"
      />
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      <ConfirmButton
        variant="danger"
        confirmText={`Cancel order ${order.order_number}?${refund}`}
        confirmLabel="Cancel the order"
        busy={isLoading}
        testId="cart-admin-order-cancel"
        onConfirm={async () => {
          if (!(await trigger('reason', { shouldFocus: true }))) return;
          await cancel({ orderNumber: order.order_number, reason: getValues('reason').trim() })
            .unwrap()
            .then(
              () => onDone('Cancelled.'),
              () => {},
            );
        }}
      >
        Cancel order
      </ConfirmButton>
    </form>
  );
}

interface RefundValues {
  mode: 'full' | 'lines';
  reason: string;
  units: string[];
}

/** What a refund of these units comes to, added up in cents. */
const centsOf = (order: AdminOrderDetail, units: string[]) =>
  unitsOf(order, units).reduce((sum, l) => {
    const line = order.lineItems.find((x) => x.sku === l.sku);
    return sum + Math.round((line?.price ?? 0) * 100) * l.quantity;
  }, 0);

export function RefundForm({ order, onDone }: { order: AdminOrderDetail; onDone: Done }) {
  const [refund, { isLoading, error }] = useAdminRefundOrderMutation();
  const left = order.progress.map((p) => p.quantity - p.refunded);
  const form = useForm<RefundValues>({
    defaultValues: { mode: 'full', reason: '', units: left.map(() => '0') },
    mode: 'onTouched',
  });
  const { register, trigger, getValues, watch, formState, setError } = form;
  const mode = watch('mode');
  const units = watch('units');
  const amount = mode === 'full' ? order.refundable : centsOf(order, units) / 100;
  const send = async () => {
    if (!(await trigger(undefined, { shouldFocus: true }))) return;
    const lines = unitsOf(order, getValues('units'));
    if (mode === 'lines' && lines.length === 0) return setError('root', { message: 'Choose at least one unit' });
    const input = { reason: getValues('reason').trim(), ...(mode === 'lines' ? { lines } : {}) };
    await refund({ orderNumber: order.order_number, input })
      .unwrap()
      .then(
        () => onDone(`Refunded ${moneyText(amount)}.`),
        () => {},
      );
  };
  const modes = [
    { value: 'full', label: `Everything left (${moneyText(order.refundable)})` },
    { value: 'lines', label: 'Some lines' },
  ];
  return (
    <form onSubmit={(e) => e.preventDefault()} aria-label="Refund the order" noValidate>
      <SelectField label="Refund" options={modes} registration={register('mode')} testId="cart-admin-refund-mode" />
      {mode === 'lines' && <UnitFields order={order} form={form} max={left} verb="Refund" />}
      <TextAreaField
        label="Reason for the refund"
        maxLength={ORDER_ADMIN_RULES.reasonMaxLength}
        registration={register('reason', reasonRule)}
        error={formState.errors.reason}
        testId="cart-admin-refund-reason"
      />
      {formState.errors.root && <AdminNotice kind="error">{formState.errors.root.message}</AdminNotice>}
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      <ConfirmButton
        variant="danger"
        confirmText={`Refund ${moneyText(amount)} of order ${order.order_number} to the card?`}
        confirmLabel="Refund"
        busy={isLoading}
        testId="cart-admin-order-refund"
        onConfirm={send}
      >
        Refund
      </ConfirmButton>
    </form>
  );
}
