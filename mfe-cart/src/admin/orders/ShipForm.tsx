// Shipping an order: a carrier, its tracking number (the shared rule the service checks too) and how many units of
// each line go in this parcel (all that is left by default).
import { useForm } from 'react-hook-form';
import {
  ORDER_ADMIN_MESSAGES,
  SHIPMENT_CARRIERS,
  trackingNumberProblem,
  type AdminOrderDetail,
} from '@storefront/shared-domain/admin';
import type { ShipmentCarrier } from '@storefront/shared-domain';
import { AdminNotice, Button, SelectField, TextField, adminErrorText } from '@storefront/ui';
import { useAdminShipOrderMutation } from '../adminApi';
import { UnitFields, unitsOf } from './UnitFields';

interface ShipValues {
  carrier: ShipmentCarrier;
  trackingNumber: string;
  units: string[];
}

const CARRIER_OPTIONS = SHIPMENT_CARRIERS.map((c) => ({ value: c, label: c }));

export function ShipForm({ order, onDone }: { order: AdminOrderDetail; onDone(text: string): void }) {
  const [ship, { isLoading, error }] = useAdminShipOrderMutation();
  const left = order.progress.map((p) => p.quantity - p.shipped);
  const form = useForm<ShipValues>({
    defaultValues: { carrier: 'UPS', trackingNumber: '', units: left.map(String) },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError } = form;
  const submit = handleSubmit(async ({ carrier, trackingNumber, units }) => {
    const lines = unitsOf(order, units);
    if (lines.length === 0) return setError('root', { message: ORDER_ADMIN_MESSAGES.noLines });
    // Everything left in one parcel is sent without lines (the service ships all that is left).
    const everything = order.progress.every((_, i) => (Number(units[i] ?? 0) || 0) === left[i]);
    const input = { carrier, trackingNumber: trackingNumber.trim(), ...(everything ? {} : { lines }) };
    await ship({ orderNumber: order.order_number, input })
      .unwrap()
      .then(
        () => onDone(`Shipped with ${carrier}, tracking number ${input.trackingNumber}.`),
        () => {},
      );
  });
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Ship the order" noValidate data-testid="cart-admin-ship-form">
      <SelectField
        label="Carrier"
        options={CARRIER_OPTIONS}
        registration={register('carrier')}
        testId="cart-admin-ship-carrier"
      />
      <TextField
        label="Tracking number"
        registration={register('trackingNumber', { validate: (v) => trackingNumberProblem(v) ?? true })}
        error={formState.errors.trackingNumber}
        testId="cart-admin-ship-tracking"
      />
      <UnitFields order={order} form={form} max={left} verb="Ship" />
      {formState.errors.root && <AdminNotice kind="error">{formState.errors.root.message}</AdminNotice>}
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      <Button type="submit" variant="primary" disabled={isLoading} data-testid="cart-admin-ship-submit">
        Ship
      </Button>
    </form>
  );
}
