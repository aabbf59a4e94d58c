// The pre-header search box's look, one home for the typeahead box (DesktopSearch.tsx, fetched on wide screens) and
// the plain box that stands in until it arrives or if it cannot be fetched (HeaderSearch.tsx).
import type { ReactNode, FormEventHandler, InputHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';
import { ROUTES } from '@storefront/shared-domain';
import { SearchIcon } from '../icons';
import { SEARCH_PARAM } from './searchTarget';

export const SEARCH_TEXTS = {
  label: 'Search products',
  placeholder: 'Search by SKU or product',
  submit: 'Search',
} as const;

/** What every search input of the header carries: the query parameter of the search page, its label and hint. */
export const SEARCH_INPUT_ATTRIBUTES = {
  type: 'text',
  name: SEARCH_PARAM,
  'aria-label': SEARCH_TEXTS.label,
  placeholder: SEARCH_TEXTS.placeholder,
  enterKeyHint: 'search',
} as const;

export interface SearchBoxProps {
  onSubmit?: FormEventHandler<HTMLFormElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Below the box: the typeahead's list. */
  children?: ReactNode;
}

/**
 * The form, its input and its button. Without `onSubmit` it is a plain form that the browser sends to the search page
 * itself (`GET /search/products?q=`), which works before any of the typeahead's code is there.
 */
export function SearchBox({ onSubmit, inputProps, children }: SearchBoxProps) {
  const theme = useTheme();
  return (
    <form
      role="search"
      action={ROUTES.search.path}
      method="get"
      onSubmit={onSubmit}
      data-testid="shell-search"
      css={{ label: 'shellDesktopSearch', position: 'relative', display: 'flex' }}
    >
      <input
        {...SEARCH_INPUT_ATTRIBUTES}
        data-testid="shell-search-input"
        {...inputProps}
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
      {children}
    </form>
  );
}
