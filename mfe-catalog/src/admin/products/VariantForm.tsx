// One variant's form: stock per warehouse (Tampa, Las Vegas) and, for a member of a family, its own price, pre-order
// settings and discontinued flag. Raising stock from zero sends the waiting shoppers' alerts: the form says how many.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminVariant } from '@storefront/shared-domain/admin';
import { AdminNotice, BusyButton, CheckboxField, TextField } from '@storefront/ui';
import { useCatalogAdminUpdateVariantMutation } from '../catalogAdminApi';
import { moneyText } from '../adminUi';
import { PreorderFields } from './PreorderFields';
import { formCss, showRefusal } from './formUi';
import { variantFormValues, variantPatchOf, variantResolver, type VariantFormValues } from './forms';

export function VariantForm({ variant, stockOnly }: { variant: AdminVariant; stockOnly: boolean }) {
  const [save, { isLoading }] = useCatalogAdminUpdateVariantMutation();
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const stored = JSON.stringify(variantFormValues(variant));
  const { register, handleSubmit, setError, formState, reset } = useForm<VariantFormValues>({
    defaultValues: JSON.parse(stored) as VariantFormValues,
    resolver: variantResolver(variant, stockOnly),
  });
  useEffect(() => reset(JSON.parse(stored) as VariantFormValues), [stored, reset]);
  const { errors } = formState;
  const testId = `catalog-admin-variant-${variant.sku.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const submit = handleSubmit(async (values) => {
    const result = await save({ sku: variant.sku, patch: variantPatchOf(values, stockOnly) });
    if ('error' in result) setNotice({ kind: 'error', text: showRefusal(result.error, setError) });
    else setNotice({ kind: 'success', text: 'Saved.' });
  });
  return (
    <form
      css={formCss}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Variant ${variant.sku}`}
      data-testid={testId}
    >
      <fieldset>
        <legend>
          {variant.sku}
          {stockOnly ? '' : ` · ${moneyText(variant.price)}`} · {variant.availableQuantity} available
          {variant.waitingAlerts > 0 && ` · ${variant.waitingAlerts} shoppers waiting for it`}
        </legend>
        <TextField
          label="Tampa warehouse (tpa_wh)"
          inputMode="numeric"
          registration={register('tpa_wh')}
          error={errors.tpa_wh}
          testId={`${testId}-tpa`}
        />
        <TextField
          label="Las Vegas warehouse (lv_wh)"
          inputMode="numeric"
          registration={register('lv_wh')}
          error={errors.lv_wh}
          testId={`${testId}-lv`}
        />
        {!stockOnly && (
          <TextField
            label="Price"
            inputMode="decimal"
            registration={register('price')}
            error={errors.price}
            testId={`${testId}-price`}
          />
        )}
      </fieldset>
      {!stockOnly && <PreorderFields register={register} errors={errors} testId={testId} />}
      {!stockOnly && (
        <CheckboxField
          label="Discontinued"
          registration={register('isDiscontinued')}
          testId={`${testId}-discontinued`}
        />
      )}
      <div>
        {notice && <AdminNotice kind={notice.kind}>{notice.text}</AdminNotice>}
        <BusyButton type="submit" variant="primary" busy={isLoading} data-testid={`${testId}-save`}>
          Save {variant.sku}
        </BusyButton>
      </div>
    </form>
  );
}
