// The settings of one sale: switched on, its schedule (start and end, in the staff member's time zone, to the
// second), percentages, the banner's text, and the layout switches; with a preview of what the banner will say.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { colors, spacing } from '@storefront/shared-domain';
import type { AdminSale, SaleScheduleStatus } from '@storefront/shared-domain/admin';
import { AdminNotice, BusyButton, CheckboxField, TextField, adminErrorText } from '@storefront/ui';
import { useAdminSaveSaleMutation } from '../adminApi';
import { SALE_STATUS_LABELS } from './SalesScreen';
import { SaleBannerPreview } from './SaleBannerPreview';
import { saleFormSchema, saleInputOf, type SaleFormValues } from './saleForm';

const formCss = css`
  label: marketing-admin-sale-form;
  display: grid;
  gap: ${spacing.md};
  max-width: 720px;
  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    gap: ${spacing.sm} ${spacing.md};
    margin: 0;
    border: 1px solid ${colors.border};
    padding: ${spacing.md};
    min-width: 0;
  }
`;

export interface SaleFormProps {
  initial: SaleFormValues;
  isNew?: boolean;
  status?: SaleScheduleStatus;
  onSaved?: (sale: AdminSale) => void;
  /** What the form says first (a new sale saved on the screen before: its address changed). */
  notice?: string | null;
}

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function savedText(status: SaleScheduleStatus): string {
  return `Saved. The sale is ${SALE_STATUS_LABELS[status].toLowerCase()}.`;
}

export function SaleForm({ initial, isNew = false, status, onSaved, notice = null }: SaleFormProps) {
  const [saveSale, { isLoading }] = useAdminSaveSaleMutation();
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    notice ? { kind: 'success', text: notice } : null,
  );
  const form = useForm<SaleFormValues>({ defaultValues: initial, resolver: zodResolver(saleFormSchema) });
  const { register, handleSubmit, control, formState } = form;
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await saveSale({ name: values.name, sale: saleInputOf(values) }).unwrap();
      setOutcome({ kind: 'success', text: savedText(saved.status) });
      onSaved?.(saved);
    } catch (error) {
      setOutcome({ kind: 'error', text: adminErrorText(error) });
    }
  });
  return (
    <form css={formCss} onSubmit={submit} noValidate data-testid="marketing-admin-sale-form">
      {status ? <p data-testid="marketing-admin-sale-status">Status: {SALE_STATUS_LABELS[status]}</p> : null}
      {isNew ? (
        <TextField
          label="Name"
          registration={register('name')}
          error={errors.name}
          testId="marketing-admin-sale-name"
        />
      ) : null}
      <fieldset>
        <legend>Schedule ({TIME_ZONE})</legend>
        <CheckboxField label="Switched on" registration={register('saleIsActive')} testId="marketing-admin-sale-on" />
        <TextField
          label="Starts"
          type="datetime-local"
          step={1}
          hint="Empty: as soon as it is switched on."
          registration={register('startsAt')}
          error={errors.startsAt}
          testId="marketing-admin-sale-starts"
        />
        <TextField
          label="Ends"
          type="datetime-local"
          step={1}
          registration={register('saleExpiresAt')}
          error={errors.saleExpiresAt}
          testId="marketing-admin-sale-ends"
        />
      </fieldset>
      <fieldset>
        <legend>Discounts</legend>
        <TextField
          label="Discount (%)"
          inputMode="decimal"
          registration={register('discountPercent')}
          error={errors.discountPercent}
          testId="marketing-admin-sale-discount"
        />
        <TextField
          label="Daily deal and BF-/CM- items (%)"
          inputMode="decimal"
          registration={register('dailyDealPercent')}
          error={errors.dailyDealPercent}
          testId="marketing-admin-sale-daily"
        />
        <TextField
          label="Priority"
          inputMode="numeric"
          hint="Lowest first when several sales run at once."
          registration={register('priority')}
          error={errors.priority}
          testId="marketing-admin-sale-priority"
        />
      </fieldset>
      <SaleLayoutFields form={form} />
      <SaleBannerPreview control={control} />
      {outcome ? (
        <AdminNotice kind={outcome.kind} testId="marketing-admin-sale-outcome">
          {outcome.text}
        </AdminNotice>
      ) : null}
      <div>
        <BusyButton type="submit" variant="primary" busy={isLoading} data-testid="marketing-admin-sale-save">
          Save sale
        </BusyButton>
      </div>
    </form>
  );
}

function SaleLayoutFields({ form }: { form: ReturnType<typeof useForm<SaleFormValues>> }) {
  const { register, formState } = form;
  return (
    <fieldset>
      <legend>Banner and layout</legend>
      <TextField
        label="Banner text"
        hint="Shown under the sale's name and percentage."
        registration={register('saleBanner')}
        error={formState.errors.saleBanner}
        testId="marketing-admin-sale-banner"
      />
      <CheckboxField label="Show the sale banner" registration={register('showSaleBanner')} />
      <CheckboxField label="Show the countdown" registration={register('showCountdownTimer')} />
      <CheckboxField label="Show the email popup" registration={register('showEmailSubscriberPopup')} />
      <CheckboxField label="Show the push prompt" registration={register('showPushNotificationPopup')} />
      <CheckboxField label="Show the geo transit banner" registration={register('showGeoTransitBanner')} />
    </fieldset>
  );
}
