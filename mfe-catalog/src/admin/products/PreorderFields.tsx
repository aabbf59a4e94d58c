// The pre-order settings of a product or variant form: on or off, the expected in-stock date and an override.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField, TextField } from '@storefront/ui';
import type { PreorderValues } from './forms';

type WithPreorder = { preorder: PreorderValues };

export function PreorderFields<T extends WithPreorder>({
  register,
  errors,
  testId,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  testId: string;
}) {
  const reg = register as unknown as UseFormRegister<WithPreorder>;
  const preorderErrors = (errors as FieldErrors<WithPreorder>).preorder;
  return (
    <fieldset>
      <legend>Pre-order</legend>
      <CheckboxField label="Taking pre-orders" registration={reg('preorder.enabled')} testId={`${testId}-preorder`} />
      <TextField
        label="Expected in stock"
        type="date"
        hint="YYYY-MM-DD"
        registration={reg('preorder.inStockEtaDate')}
        error={preorderErrors?.inStockEtaDate}
        testId={`${testId}-eta`}
      />
      <TextField
        label="Date shoppers are told instead"
        type="date"
        hint="Optional"
        registration={reg('preorder.manualOverrideEtaDate')}
        error={preorderErrors?.manualOverrideEtaDate}
        testId={`${testId}-eta-override`}
      />
    </fieldset>
  );
}
