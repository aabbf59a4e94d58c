// The locator's search: the form being typed, its errors, and the search in the address (what the results show).
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  formFromSearch,
  searchArgsOf,
  searchParamsOf,
  validateLocatorForm,
  type LocatorFieldErrors,
  type LocatorForm,
} from './locatorQuery';

export function useLocatorSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searched = formFromSearch(searchParams);
  const [form, setForm] = useState<LocatorForm>(searched);
  const [errors, setErrors] = useState<LocatorFieldErrors>({});
  const query = searchParams.toString();
  // Back/forward (or a shared link opened in place) changes the address: the form follows it.
  useEffect(() => setForm(formFromSearch(new URLSearchParams(query))), [query]);
  const set = (patch: Partial<LocatorForm>) => setForm((previous) => ({ ...previous, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(validateLocatorForm(form));
    const args = searchArgsOf(form);
    if (args) setSearchParams(searchParamsOf(args));
  };
  return { searched, form, set, errors, onSubmit };
}
