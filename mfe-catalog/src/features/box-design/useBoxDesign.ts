// The calculator's form, kept in the address, and what follows from it as the user types: the chosen catalogue
// subwoofer, the design's figures and the enclosures of the subwoofer's size.
import { zodResolver } from '@hookform/resolvers/zod';
import { useGetFitToolEnclosuresQuery, useGetFitToolSubwoofersQuery } from '@storefront/shared-domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useValuesFromAddress, useValuesInAddress } from '../../hooks/useFormInAddress';
import { catalogueOptions } from '../fit-tools/FitProductGrid';
import { afterChange, useCataloguePicker } from '../fit-tools/cataloguePick';
import { registerWithValues } from '../fit-tools/registerWithValues';
import { BOX_DESIGN_ADDRESS } from './boxDesignAddress';
import {
  BOX_DESIGN_DEFAULTS,
  BOX_DESIGN_TEXTS as T,
  boxDesignSchema,
  designOf,
  enclosuresQueryOf,
  startingDesign,
  subwooferFieldValues,
  type BoxDesignValues,
} from './boxDesignForm';

export type BoxDesign = ReturnType<typeof useBoxDesign>;

export function useBoxDesign() {
  const subwoofersQuery = useGetFitToolSubwoofersQuery();
  const subwoofers = useMemo(() => subwoofersQuery.data?.subwoofers ?? [], [subwoofersQuery.data]);

  const fromAddress = useValuesFromAddress(BOX_DESIGN_ADDRESS, BOX_DESIGN_DEFAULTS);
  const [initialValues] = useState(() => startingDesign(fromAddress, subwoofersQuery.isSuccess ? subwoofers : null));
  const form = useForm<BoxDesignValues>({
    mode: 'onChange',
    defaultValues: initialValues,
    resolver: zodResolver(boxDesignSchema),
  });
  const { control, setValue, getValues, formState } = form;
  const register = registerWithValues(form);
  const values = useWatch({ control });
  useValuesInAddress(values, BOX_DESIGN_ADDRESS, BOX_DESIGN_DEFAULTS);
  const chosen = subwoofers.find((s) => s.product.sku === values.subwooferSku) ?? null;
  const result = useMemo(() => designOf(values, chosen?.parameters ?? null), [values, chosen]);
  const enclosuresQuery = useGetFitToolEnclosuresQuery(enclosuresQueryOf(values));

  const fillFrom = (picked: (typeof subwoofers)[number]) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    for (const [field, value] of Object.entries(subwooferFieldValues(picked.parameters))) {
      setValue(field as keyof BoxDesignValues, value as never, options);
    }
  };
  // A subwoofer from the address not settled at the start: its parameters come from the catalogue once it has loaded
  // (and the picker shows it), or it is dropped.
  const choose = useCataloguePicker(
    subwoofers,
    subwoofersQuery.isSuccess,
    initialValues.subwooferSku,
    (sku) => setValue('subwooferSku', sku, { shouldValidate: true }),
    fillFrom,
  );

  return {
    register,
    errors: formState.errors,
    values,
    unit: values.unit === 'cm' ? ('cm' as const) : ('in' as const),
    result,
    chosen,
    enclosures: enclosuresQuery.data?.enclosures ?? [],
    catalogueUnavailable: subwoofersQuery.isError,
    subwooferOptions: catalogueOptions(subwoofers, T.subwooferByHand),
    subwooferRegistration: afterChange(register('subwooferSku'), choose),
    // Typing over a catalogue subwoofer's parameters makes it a hand-typed one: the picker no longer claims that model.
    typedOver: (registration: UseFormRegisterReturn) =>
      afterChange(registration, () => {
        if (getValues('subwooferSku')) setValue('subwooferSku', '');
      }),
  };
}
