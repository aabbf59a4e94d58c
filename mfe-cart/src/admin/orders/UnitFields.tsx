// How many units of each line an action takes (a shipment, a refund): one number field per line that has any left,
// each checked against what is left of its line.
import type { UseFormReturn } from 'react-hook-form';
import { ORDER_ADMIN_MESSAGES, type AdminOrderDetail } from '@storefront/shared-domain/admin';
import type { OrderLineQuantity } from '@storefront/shared-domain';
import { TextField } from '@storefront/ui';

type WithUnits = { units: string[] };

export function UnitFields<T extends WithUnits>({
  order,
  form,
  max,
  verb,
}: {
  order: AdminOrderDetail;
  form: UseFormReturn<T>;
  max: number[];
  verb: string;
}) {
  const { register, formState } = form as unknown as UseFormReturn<WithUnits>;
  return (
    <fieldset>
      <legend>Units</legend>
      {order.progress.map((p, i) =>
        max[i] > 0 ? (
          <TextField
            key={p.sku}
            label={`${verb} ${p.sku} (at most ${max[i]})`}
            type="number"
            inputMode="numeric"
            min={0}
            max={max[i]}
            registration={register(`units.${i}`, {
              validate: (v) => (/^\d+$/.test(v.trim()) && Number(v) <= max[i]) || ORDER_ADMIN_MESSAGES.quantity,
            })}
            error={formState.errors.units?.[i]}
            testId={`cart-admin-units-${i}`}
          />
        ) : null,
      )}
    </fieldset>
  );
}

/** The lines with units asked for. */
export function unitsOf(order: AdminOrderDetail, units: string[]): OrderLineQuantity[] {
  return order.progress
    .map((p, i) => ({ sku: p.sku, quantity: Number(units[i] ?? 0) || 0 }))
    .filter((l) => l.quantity > 0);
}
