// The fit tools' forms are uncontrolled (react-hook-form writes a field's value into it when the field mounts, in the
// browser only), so a server render would send empty fields and first options beside results computed from the
// form's values. Each field also carries the value as its default, which the server's HTML shows.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** The form's `register`, each registration with the field's value as its `defaultValue`. */
export function registerWithValues<V extends FieldValues>({ register, getValues }: UseFormReturn<V>) {
  return <N extends FieldPath<V>>(name: N) => ({ ...register(name), defaultValue: getValues(name) });
}
