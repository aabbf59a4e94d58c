// 'Request a return': a delivered order (from GET /api/orders, prefilled from ?order=), one of its lines, a quantity
// up to the ordered one, a reason from the closed list (shared-domain ORDER_RULES.returnReasons) and a comment.
// Service refusals (order_not_delivered, line_not_found, quantity_exceeds_order) show the service's message.
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import {
  apiErrorMessage,
  ERROR_TEXTS,
  formatAbsoluteDate,
  ORDER_RULES,
  type OrderLine,
  SelectField,
  TextAreaField,
  TextField,
} from '@storefront/shared-domain';
import { useCreateReturnMutation, useGetOrderQuery, useGetOrdersQuery } from '../../api/account';
import { FieldRow, Form } from '../../components/fields';
import { optionalText, requiredChoice } from '../../components/formSchemas';
import { Button, ErrorNotice, Muted, Panel, SectionTitle, SuccessNotice } from '../../components/ui';
import { RETURNS_TEXTS } from './texts';

function returnSchema(linesOf: () => readonly OrderLine[]) {
  return z
    .object({
      order_number: requiredChoice(),
      sku: requiredChoice(),
      quantity: z.string().check(z.trim(), z.minLength(1, ERROR_TEXTS.required)),
      reason: requiredChoice(),
      comment: optionalText(ORDER_RULES.returnCommentMaxLength),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (!value.quantity) return;
        const quantity = Number(value.quantity);
        if (!Number.isInteger(quantity) || quantity < 1) {
          ctx.addIssue({ code: 'custom', message: RETURNS_TEXTS.quantityWhole, path: ['quantity'] });
          return;
        }
        const line = linesOf().find((l) => l.sku === value.sku);
        if (line && quantity > line.quantity) {
          ctx.addIssue({ code: 'custom', message: RETURNS_TEXTS.quantityMax(line.quantity), path: ['quantity'] });
        }
      }),
    );
}

type ReturnValues = z.input<ReturnType<typeof returnSchema>>;

const EMPTY_LINE = { sku: '', quantity: '1', reason: '', comment: '' } as const;

export function ReturnForm() {
  const [params] = useSearchParams();
  const named = (params.get('order') ?? '').trim();
  // Only a well-formed order number is taken from the address (shared-domain ORDER_RULES.orderNumberPattern).
  const prefilled = ORDER_RULES.orderNumberPattern.test(named) ? named : '';
  const { data: ordersPage } = useGetOrdersQuery(0);
  const [createReturn] = useCreateReturnMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const linesRef = useRef<readonly OrderLine[]>([]);
  const schema = useMemo(() => returnSchema(() => linesRef.current), []);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReturnValues>({
    resolver: zodResolver(schema),
    defaultValues: { order_number: prefilled, ...EMPTY_LINE },
  });

  const orderNumber = useWatch({ control, name: 'order_number' });
  const { data: order, isFetching: orderLoading } = useGetOrderQuery(orderNumber, { skip: !orderNumber });
  const chosenOrder = order && order.order_number === orderNumber ? order : undefined;
  const delivered = chosenOrder?.status === 'delivered';
  linesRef.current = delivered ? chosenOrder.lineItems : [];
  const selectedSku = useWatch({ control, name: 'sku' });
  const selectedLine = linesRef.current.find((line) => line.sku === selectedSku);

  const deliveredOrders = (ordersPage?.data ?? []).filter((o) => o.status === 'delivered');
  const orderOptions = [
    { value: '', label: RETURNS_TEXTS.selectOrder },
    ...deliveredOrders.map((o) => ({
      value: o.order_number,
      label: RETURNS_TEXTS.orderOption(o.order_number, formatAbsoluteDate(o.created_at)),
    })),
  ];
  // An order named in the address but not on the first page of the history is still offered; its detail decides.
  if (prefilled && !orderOptions.some((o) => o.value === prefilled)) {
    orderOptions.push({ value: prefilled, label: `#${prefilled}` });
  }
  const lineOptions = [
    { value: '', label: RETURNS_TEXTS.selectLine },
    ...linesRef.current.map((line) => ({
      value: line.sku,
      label: RETURNS_TEXTS.lineOption(line.sku, line.name, line.quantity),
    })),
  ];
  const reasonOptions = [
    { value: '', label: RETURNS_TEXTS.selectReason },
    ...ORDER_RULES.returnReasons.map((reason) => ({ value: reason, label: reason })),
  ];

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await createReturn({
        order_number: values.order_number,
        sku: values.sku,
        quantity: Number(values.quantity),
        reason: values.reason,
        comment: values.comment || undefined,
      }).unwrap();
      setOutcome({ ok: true, message: RETURNS_TEXTS.sent });
      reset({ order_number: values.order_number, ...EMPTY_LINE });
    } catch (error) {
      setOutcome({ ok: false, message: apiErrorMessage(error) });
    }
  });

  return (
    <Panel aria-labelledby="account-return-form-heading" data-testid="account-return-form">
      <SectionTitle id="account-return-form-heading">{RETURNS_TEXTS.formTitle}</SectionTitle>
      <Form onSubmit={onSubmit} noValidate aria-label={RETURNS_TEXTS.formTitle}>
        {ordersPage && deliveredOrders.length === 0 && !prefilled && (
          <Muted data-testid="account-return-no-orders">{RETURNS_TEXTS.noDeliveredOrders}</Muted>
        )}
        <SelectField
          label={RETURNS_TEXTS.order}
          options={orderOptions}
          error={errors.order_number}
          registration={register('order_number', {
            onChange: () => {
              setOutcome(null);
              setValue('sku', EMPTY_LINE.sku);
              setValue('quantity', EMPTY_LINE.quantity);
            },
          })}
        />
        {chosenOrder && !delivered && !orderLoading && (
          <ErrorNotice testId="account-return-not-delivered">{RETURNS_TEXTS.notDelivered}</ErrorNotice>
        )}
        <FieldRow>
          <SelectField
            label={RETURNS_TEXTS.line}
            options={lineOptions}
            error={errors.sku}
            disabled={!delivered}
            registration={register('sku')}
          />
          <TextField
            label={RETURNS_TEXTS.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            max={selectedLine?.quantity}
            registration={register('quantity')}
            error={errors.quantity}
          />
        </FieldRow>
        <SelectField
          label={RETURNS_TEXTS.reason}
          options={reasonOptions}
          error={errors.reason}
          registration={register('reason')}
        />
        <TextAreaField label={RETURNS_TEXTS.comment} registration={register('comment')} error={errors.comment} />
        {outcome &&
          (outcome.ok ? (
            <SuccessNotice testId="account-return-sent">{outcome.message}</SuccessNotice>
          ) : (
            <ErrorNotice testId="account-return-error">{outcome.message}</ErrorNotice>
          ))}
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {RETURNS_TEXTS.submit}
        </Button>
      </Form>
    </Panel>
  );
}
