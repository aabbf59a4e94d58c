// What the two fit tools' forms (box design, wiring planner) share: the values start from the address, are checked by
// the tool's schema on every change and written back to the address; a catalogue subwoofer picked (or named by the
// address) fills the tool's subwoofer fields, and typing over those makes it a hand-typed one.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FitToolProduct, SubwooferParameters } from '@storefront/shared-domain';
import { useState } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type SetValueConfig,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { useValuesFromAddress, useValuesInAddress, type AddressFields } from '../../hooks/useFormInAddress';
import { afterChange, useCataloguePicker } from './cataloguePick';
import { registerWithValues } from './registerWithValues';

/** A fit tool's values: text fields, one of them the catalogue subwoofer's sku ('' when typed by hand). */
type ToolValues = Record<string, string> & { subwooferSku: string } & FieldValues;

export interface FitToolFormOptions<V extends ToolValues> {
  address: AddressFields<V>;
  defaults: V;
  schema: z.ZodMiniType<V>;
  /** The starting values from those the address gives (settling a sku the catalogue already has). */
  start: (fromAddress: V) => V;
  subwoofers: ReadonlyArray<FitToolProduct<SubwooferParameters>>;
  subwoofersLoaded: boolean;
  /** The tool's fields a catalogue subwoofer fills. */
  fieldsOf: (parameters: SubwooferParameters) => Partial<V>;
}

export function useFitToolForm<V extends ToolValues>(options: FitToolFormOptions<V>) {
  const { address, defaults, subwoofers, fieldsOf } = options;
  const fromAddress = useValuesFromAddress(address, defaults);
  const [initialValues] = useState(() => options.start(fromAddress));
  const form = useForm<V>({
    mode: 'onChange',
    defaultValues: initialValues as DefaultValues<V>,
    // The resolver's types cannot follow a generic schema; each tool's schema is typed by its own values (`V`).
    resolver: zodResolver(options.schema as never) as unknown as Resolver<V>,
  });
  const register = registerWithValues(form);
  const values = useWatch({ control: form.control }) as Partial<V>;
  useValuesInAddress(values, address, defaults);

  const setField = (name: keyof V & string, value: string, config?: SetValueConfig) =>
    form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, config);
  const choose = useCataloguePicker(
    subwoofers,
    options.subwoofersLoaded,
    initialValues.subwooferSku,
    (sku) => setField('subwooferSku', sku, { shouldValidate: true }),
    (picked) => {
      for (const [field, value] of Object.entries(fieldsOf(picked.parameters))) {
        setField(field, value as string, { shouldValidate: true, shouldDirty: true });
      }
    },
  );

  return {
    form,
    register,
    values,
    initialValues,
    setField,
    subwooferRegistration: afterChange(register('subwooferSku' as Path<V>), choose),
    /** Typing over a catalogue subwoofer's figures makes it a hand-typed one: the picker no longer claims that model. */
    typedOver: (registration: UseFormRegisterReturn) =>
      afterChange(registration, () => {
        if (form.getValues('subwooferSku' as Path<V>)) setField('subwooferSku', '');
      }),
  };
}
