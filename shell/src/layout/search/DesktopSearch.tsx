// The pre-header search box (desktop) with its typeahead: a combobox with suggestions; submitting goes to the search
// page. Fetched on wide screens only (HeaderSearch.tsx, chunk wide-desktop-search).
import type { FormEvent } from 'react';
import { SearchBox } from './searchBox';
import { TypeaheadList } from './TypeaheadList';
import { useTypeahead } from './useTypeahead';

export function DesktopSearch() {
  const typeahead = useTypeahead();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    typeahead.search();
  };
  return (
    <SearchBox onSubmit={submit} inputProps={typeahead.inputProps}>
      <TypeaheadList typeahead={typeahead} variant="desktop" />
    </SearchBox>
  );
}
