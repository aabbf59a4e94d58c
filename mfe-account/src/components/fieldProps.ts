// What a shared-domain field (TextField, SelectField...) takes from react-hook-form, for forms whose fields are one
// level deep: `{...field('city')}` instead of repeating the name for its registration and its error. A module of its
// own, so only the screens that use it carry it.
import type { FieldErrorLike } from '@storefront/shared-domain';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';

export type FieldProps<V extends FieldValues> = (name: Path<V>) => {
  registration: UseFormRegisterReturn;
  error: FieldErrorLike;
};

export function fieldProps<V extends FieldValues>(register: UseFormRegister<V>, errors: FieldErrors<V>): FieldProps<V> {
  return (name) => ({ registration: register(name), error: (errors as Record<string, FieldErrorLike>)[name] });
}
