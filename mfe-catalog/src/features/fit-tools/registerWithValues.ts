// The fit tools' forms are uncontrolled (react-hook-form writes a field's value into it when the field mounts, in the
// browser only), so a server render would send empty fields and first options beside results computed from the
// form's values. Each field also carries the value as its default, which the server's HTML shows.
import type { FieldPath, FieldPathValue, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** A field's registration with its value as the default the server's HTML shows. */
export type RegisterWithValue<V extends FieldValues> = <N extends FieldPath<V>>(
  name: N,
) => UseFormRegisterReturn<N> & { defaultValue: FieldPathValue<V, N> };

/** The form's `register`, each registration with the field's value as its `defaultValue`. */
export function registerWithValues<V extends FieldValues>({
  register,
  getValues,
}: UseFormReturn<V>): RegisterWithValue<V> {
  return (name) => ({ ...register(name), defaultValue: getValues(name) });
}
