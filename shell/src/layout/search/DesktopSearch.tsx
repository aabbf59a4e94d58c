// The pre-header search box (desktop): a combobox with typeahead suggestions; submitting goes to the search page.
import type { FormEvent } from 'react';
import { useTheme } from '@emotion/react';
import { SearchIcon } from '../icons';
import { SEARCH_PARAM } from './searchTarget';
import { TypeaheadList } from './TypeaheadList';
import { useTypeahead } from './useTypeahead';

export const SEARCH_TEXTS = {
  label: 'Search products',
  placeholder: 'Search by SKU or product',
  submit: 'Search',
} as const;

export function DesktopSearch() {
  const theme = useTheme();
  const typeahead = useTypeahead();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    typeahead.search();
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      data-testid="shell-search"
      css={{ label: 'shellDesktopSearch', position: 'relative', display: 'flex' }}
    >
      <input
        type="text"
        name={SEARCH_PARAM}
        aria-label={SEARCH_TEXTS.label}
        placeholder={SEARCH_TEXTS.placeholder}
        enterKeyHint="search"
        data-testid="shell-search-input"
        {...typeahead.inputProps}
        css={{
          width: 280,
          padding: `6px ${theme.spacing.sm}`,
          border: `1px solid ${theme.colors.border}`,
          borderRight: 0,
          borderRadius: `${theme.radii.md} 0 0 ${theme.radii.md}`,
          background: theme.colors.background,
          color: theme.colors.text,
          font: 'inherit',
          fontSize: theme.typography.sizes.sm,
          '&:focus': { outline: `2px solid ${theme.colors.link}`, outlineOffset: -1 },
        }}
      />
      <button
        type="submit"
        aria-label={SEARCH_TEXTS.submit}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 40,
          border: 0,
          borderRadius: `0 ${theme.radii.md} ${theme.radii.md} 0`,
          background: theme.colors.brand,
          color: theme.colors.textInverse,
          cursor: 'pointer',
          '&:hover': { background: theme.colors.brandDark },
        }}
      >
        <SearchIcon />
      </button>
      <TypeaheadList typeahead={typeahead} variant="desktop" />
    </form>
  );
}
