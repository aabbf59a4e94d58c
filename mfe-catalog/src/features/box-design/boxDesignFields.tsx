// The calculator's number fields, each written once as a descriptor (a row of a small table where there are several)
// and rendered by one helper, with the attributes every one of them had. The helper lives here, not in fit-tools,
// because sharing it with the wiring planner's two fields would add bytes to both tools' chunks (a module two chunks
// share is kept apart in each, not inlined), and each page's JavaScript is held to a byte budget.
import type { ComponentProps } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import type { RegisterWithValue } from '../fit-tools/registerWithValues';
import { TextField } from '@storefront/ui';

type TextFieldProps = ComponentProps<typeof TextField>;

/** A number field: its form field, label and test id (e2e targets it); decimal keypad unless `inputMode` says. */
export type NumberFieldSpec<V extends FieldValues> = Pick<TextFieldProps, 'label' | 'testId' | 'inputMode'> & {
  name: FieldPath<V>;
};

export interface NumberFieldForm<V extends FieldValues> {
  /** registerWithValues' register, so the server's HTML carries each field's value. */
  register: RegisterWithValue<V>;
  errors: FieldErrors<V>;
}

type Wrap = (registration: UseFormRegisterReturn) => UseFormRegisterReturn;
const unwrapped: Wrap = (registration) => registration;

/**
 * The TextField of a descriptor: an element, not a component, so the tree (and useId's ids, which follow its shape)
 * is the one each field written out had. `wrap` adds to a change (dropping a catalogue pick typed over); `key` is for
 * lists only, so a lone field switched for another keeps its input as before.
 */
export function numberField<V extends FieldValues>(
  { name, ...props }: NumberFieldSpec<V>,
  form: NumberFieldForm<V>,
  wrap = unwrapped,
  key?: string,
) {
  return (
    <TextField
      key={key}
      inputMode="decimal"
      {...props}
      autoComplete="off"
      registration={wrap(form.register(name))}
      error={form.errors[name] as TextFieldProps['error']}
    />
  );
}

/** The TextFields of a table of descriptors, in its order. */
export const numberFields = <V extends FieldValues>(
  fields: ReadonlyArray<NumberFieldSpec<V>>,
  form: NumberFieldForm<V>,
  wrap = unwrapped,
) => fields.map((field) => numberField(field, form, wrap, field.name));
