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
  type NewReturnInput,
  ORDER_RULES,
  type OrderLine,
} from '@storefront/shared-domain';
import { BusyButton } from '@storefront/ui';
import { useCreateReturnMutation, useGetOrderQuery } from '../../api/account';
import { fieldProps, Form } from '../../components/fields';
import { optionalText, requiredChoice } from '../../components/formSchemas';
import { OutcomeNotice, type FormOutcome } from '../../components/OutcomeNotice';
import { Panel, SectionTitle } from '../../components/ui';
import { OrderField, ReturnItemFields } from './ReturnFields';
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

export type ReturnValues = z.input<ReturnType<typeof returnSchema>>;

const EMPTY_LINE = { sku: '', quantity: '1', reason: '', comment: '' } as const;

/** The POST body: the quantity as a number, a blank comment left out. */
function toNewReturn(values: ReturnValues): NewReturnInput {
  return {
    order_number: values.order_number,
    sku: values.sku,
    quantity: Number(values.quantity),
    reason: values.reason,
    comment: values.comment || undefined,
  };
}

/** The order number of ?order=, taken only when well-formed (shared-domain ORDER_RULES.orderNumberPattern). */
/** The order the address names (/returns?order=...), when it is an order number, else ''. */
export function prefilledOrderOf(params: URLSearchParams): string {
  const named = (params.get('order') ?? '').trim();
  return ORDER_RULES.orderNumberPattern.test(named) ? named : '';
}

function usePrefilledOrder() {
  const [params] = useSearchParams();
  return prefilledOrderOf(params);
}

export function ReturnForm() {
  const prefilled = usePrefilledOrder();
  const [createReturn] = useCreateReturnMutation();
  const [outcome, setOutcome] = useState<FormOutcome>(null);

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

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await createReturn(toNewReturn(values)).unwrap();
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
        <OrderField
          prefilled={prefilled}
          notDelivered={Boolean(chosenOrder) && !delivered && !orderLoading}
          error={errors.order_number}
          registration={register('order_number', {
            onChange: () => {
              setOutcome(null);
              setValue('sku', EMPTY_LINE.sku);
              setValue('quantity', EMPTY_LINE.quantity);
            },
          })}
        />
        <ReturnItemFields
          lines={linesRef.current}
          disabled={!delivered}
          control={control}
          field={fieldProps(register, errors)}
        />
        <OutcomeNotice outcome={outcome} successTestId="account-return-sent" errorTestId="account-return-error" />
        <BusyButton type="submit" variant="primary" busy={isSubmitting}>
          {RETURNS_TEXTS.submit}
        </BusyButton>
      </Form>
    </Panel>
  );
}
