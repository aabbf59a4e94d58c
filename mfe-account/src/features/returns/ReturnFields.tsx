// Sections of the return form: the order to return from, then what to return from it and why. Each registers its
// fields as it renders, so they register in the order they are shown (the first invalid one takes the focus).
import { formatAbsoluteDate, type OrderLine, ORDER_RULES } from '@storefront/shared-domain';
import { type FieldErrorLike, SelectField, TextAreaField, TextField } from '@storefront/ui';
import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { useGetOrdersQuery } from '../../api/account';
import { type FieldProps, FieldRow } from '../../components/fields';
import { ErrorNotice, Muted } from '../../components/ui';
import type { ReturnValues } from './ReturnForm';
import { RETURNS_TEXTS } from './texts';

const REASON_OPTIONS = [
  { value: '', label: RETURNS_TEXTS.selectReason },
  ...ORDER_RULES.returnReasons.map((reason) => ({ value: reason, label: reason })),
];

export interface OrderFieldProps {
  /** The order named by ?order=, offered even when it is not on the first page of the history. */
  prefilled: string;
  /** The chosen order has been fetched and is not delivered. */
  notDelivered: boolean;
  registration: UseFormRegisterReturn;
  error: FieldErrorLike;
}

export function OrderField({ prefilled, notDelivered, registration, error }: OrderFieldProps) {
  const { data: ordersPage } = useGetOrdersQuery(0);
  const deliveredOrders = (ordersPage?.data ?? []).filter((o) => o.status === 'delivered');
  const options = [
    { value: '', label: RETURNS_TEXTS.selectOrder },
    ...deliveredOrders.map((o) => ({
      value: o.order_number,
      label: RETURNS_TEXTS.orderOption(o.order_number, formatAbsoluteDate(o.created_at)),
    })),
  ];
  // An order named in the address but not on the first page of the history is still offered; its detail decides.
  if (prefilled && !options.some((o) => o.value === prefilled)) {
    options.push({ value: prefilled, label: `#${prefilled}` });
  }

  return (
    <>
      {ordersPage && deliveredOrders.length === 0 && !prefilled && (
        <Muted data-testid="account-return-no-orders">{RETURNS_TEXTS.noDeliveredOrders}</Muted>
      )}
      <SelectField label={RETURNS_TEXTS.order} options={options} error={error} registration={registration} />
      {notDelivered && <ErrorNotice testId="account-return-not-delivered">{RETURNS_TEXTS.notDelivered}</ErrorNotice>}
    </>
  );
}

export interface ReturnItemFieldsProps {
  /** The chosen order's lines (none until a delivered order is chosen). */
  lines: readonly OrderLine[];
  disabled: boolean;
  control: Control<ReturnValues>;
  field: FieldProps<ReturnValues>;
}

export function ReturnItemFields({ lines, disabled, control, field }: ReturnItemFieldsProps) {
  const selectedSku = useWatch({ control, name: 'sku' });
  const selectedLine = lines.find((line) => line.sku === selectedSku);
  const options = [
    { value: '', label: RETURNS_TEXTS.selectLine },
    ...lines.map((line) => ({ value: line.sku, label: RETURNS_TEXTS.lineOption(line.sku, line.name, line.quantity) })),
  ];

  return (
    <>
      <FieldRow>
        <SelectField label={RETURNS_TEXTS.line} options={options} disabled={disabled} {...field('sku')} />
        <TextField
          label={RETURNS_TEXTS.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={selectedLine?.quantity}
          {...field('quantity')}
        />
      </FieldRow>
      <SelectField label={RETURNS_TEXTS.reason} options={REASON_OPTIONS} {...field('reason')} />
      <TextAreaField label={RETURNS_TEXTS.comment} {...field('comment')} />
    </>
  );
}
