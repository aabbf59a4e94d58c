// Find products by SKU or name: debounced GET /api/search?mode=typeahead under an ARIA combobox (arrows move through
// the results, Enter picks the active one, Escape closes). Enter without an active result (or 'Search') asks the
// page for the full results, shown as dealer tiles.
import { css, type Theme } from '@emotion/react';
import { displaySku, type ProductCard, useDebouncedValue } from '@storefront/shared-domain';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@storefront/ui';
import { useDealerSearchQuery } from '../../api/dealer';

/** Typeahead tuning: 200 ms debounce (brief); 2 characters and 8 results are CHOICES. */
export const DEALER_TYPEAHEAD = { debounceMs: 200, minChars: 2, limit: 8 } as const;

export const TYPEAHEAD_TEXTS = {
  label: 'Find products by SKU or name',
  placeholder: 'SKU or product name',
  search: 'Search',
  searching: 'Searching...',
  noResults: 'No products found.',
  unavailable: 'Search is unavailable right now.',
} as const;

const formCss = (theme: Theme) =>
  css({
    label: 'accountDealerTypeahead',
    position: 'relative',
    display: 'grid',
    gap: theme.spacing.xs,
    maxWidth: 640,
    '& > label': { fontWeight: theme.typography.weights.bold, fontSize: theme.typography.sizes.sm },
  });

const rowCss = (theme: Theme) =>
  css({
    label: 'accountDealerTypeaheadRow',
    display: 'flex',
    gap: theme.spacing.sm,
    input: {
      flex: 1,
      minWidth: 0,
      minHeight: 40,
      padding: `0 ${theme.spacing.sm}`,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      font: 'inherit',
      fontSize: theme.typography.sizes.md,
    },
    'input:focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: 1 },
  });

const listboxCss = (theme: Theme) =>
  css({
    label: 'accountDealerTypeaheadList',
    position: 'absolute',
    zIndex: theme.zIndices.dropdown,
    top: '100%',
    left: 0,
    right: 0,
    margin: `${theme.spacing.xs} 0 0`,
    padding: `${theme.spacing.xs} 0`,
    listStyle: 'none',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
    boxShadow: theme.shadows.card,
    li: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
      gap: theme.spacing.sm,
      padding: `${theme.spacing.sm} ${theme.spacing.md}`,
      cursor: 'pointer',
      fontSize: theme.typography.sizes.sm,
    },
    "li[aria-selected='true'], li:hover": { background: theme.colors.surface },
    '.sku': { fontFamily: theme.typography.monoFamily, fontWeight: theme.typography.weights.bold },
    '.name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '.status': { display: 'block', cursor: 'default', color: theme.colors.textMuted },
  });

export interface ProductTypeaheadProps {
  /** A result was picked (click or Enter). */
  onPick: (product: ProductCard) => void;
  /** Full results were asked for (Enter without an active result, or 'Search'). */
  onSearch: (query: string) => void;
}

/**
 * The typeahead's results for what was typed: asked for once typing pauses and from 2 characters on. `current` once
 * they answer the text as typed (found, none, still searching or unavailable), `status` the line shown without any.
 */
function useTypeaheadResults(typed: string) {
  const debounced = useDebouncedValue(typed, DEALER_TYPEAHEAD.debounceMs);
  const enough = debounced.length >= DEALER_TYPEAHEAD.minChars;
  const { data, isFetching, isError } = useDealerSearchQuery(
    { q: debounced, mode: 'typeahead', limit: DEALER_TYPEAHEAD.limit },
    { skip: !enough },
  );
  return {
    results: enough && data ? data.products.slice(0, DEALER_TYPEAHEAD.limit) : [],
    current: enough && typed === debounced,
    status: isFetching ? TYPEAHEAD_TEXTS.searching : isError ? TYPEAHEAD_TEXTS.unavailable : TYPEAHEAD_TEXTS.noResults,
  };
}

const optionId = (id: string, index: number) => `${id}-option-${index}`;

interface ResultListProps {
  id: string;
  results: ProductCard[];
  active: number;
  expanded: boolean;
  status: string;
  onPick(product: ProductCard): void;
}

/** The listbox under the field: the results, or while there are none, what the search is doing. */
function ResultList({ id, results, active, expanded, status, onPick }: ResultListProps) {
  return (
    <ul css={listboxCss} id={`${id}-results`} role="listbox" aria-label="Products" hidden={!expanded}>
      {results.map((product, index) => (
        <li
          key={product.sku}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          // Keeps focus in the input so the click lands before blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(product)}
          data-testid="account-dealer-typeahead-option"
        >
          <span className="sku">{displaySku(product.sku)}</span>
          <span className="name">{product.name}</span>
        </li>
      ))}
      {results.length === 0 && expanded ? (
        <li className="status" role="presentation">
          {status}
        </li>
      ) : null}
    </ul>
  );
}

export function ProductTypeahead({ onPick, onSearch }: ProductTypeaheadProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.replace(/\s+/g, ' ').trim();
  const { results, current, status } = useTypeaheadResults(typed);
  const expanded = open && current;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (product: ProductCard) => {
    close();
    setText('');
    onPick(product);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    if (typed) onSearch(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      close();
    } else if (event.key === 'Enter' && expanded && active >= 0 && results[active]) {
      event.preventDefault();
      pick(results[active]);
    }
  };

  return (
    <form css={formCss} role="search" onSubmit={submit} data-testid="account-dealer-typeahead">
      <label htmlFor={`${id}-input`}>{TYPEAHEAD_TEXTS.label}</label>
      <div css={rowCss}>
        <input
          id={`${id}-input`}
          type="search"
          autoComplete="off"
          placeholder={TYPEAHEAD_TEXTS.placeholder}
          value={text}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-results`}
          aria-activedescendant={expanded && active >= 0 ? optionId(id, active) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          data-testid="account-dealer-typeahead-input"
        />
        <Button type="submit" variant="primary" data-testid="account-dealer-typeahead-submit">
          {TYPEAHEAD_TEXTS.search}
        </Button>
      </div>
      <ResultList id={id} results={results} active={active} expanded={expanded} status={status} onPick={pick} />
    </form>
  );
}
