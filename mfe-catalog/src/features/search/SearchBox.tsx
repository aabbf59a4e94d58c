// Search box with typeahead suggestions (debounced GET /api/search?mode=typeahead) linking to products. ARIA
// combobox pattern: arrows move through suggestions, Enter opens the active one (or searches), Escape closes.
import { css } from '@emotion/react';
import {
  ROUTES,
  TYPEAHEAD,
  cleanSearchText,
  colors,
  displaySku,
  imageSources,
  mq,
  radii,
  shadows,
  spacing,
  typography,
  useDebouncedValue,
  zIndices,
  type ProductCard,
} from '@storefront/shared-domain';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSearchCatalogQuery } from '../catalog-api/catalogApi';
import { Spinner, VisuallyHidden } from '../ui/primitives';

export { TYPEAHEAD, cleanSearchText };

// One box for every width, arranged by media queries rather than by a render per viewport: the server renders before
// it knows the width, and the page must not move when the browser takes over.
const formCss = css`
  label: catalogSearchBox;
  position: relative;
  width: 100%;
  max-width: 640px;
  ${mq.mobile} {
    max-width: none;
  }
`;

const fieldCss = css`
  label: catalogSearchField;
  display: flex;
  align-items: stretch;
  border: 2px solid ${colors.text};
  border-radius: ${radii.md};
  background: ${colors.background};
  overflow: hidden;
  &:focus-within {
    border-color: ${colors.link};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 46px;
    padding: 0 ${spacing.md};
    border: 0;
    background: transparent;
    color: ${colors.text};
    font: inherit;
    font-size: ${typography.sizes.md};
    outline: none;
  }
  input::-webkit-search-cancel-button {
    cursor: pointer;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 52px;
    border: 0;
    background: ${colors.text};
    color: ${colors.textInverse};
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: -4px;
  }
`;

const suggestionsCss = css`
  label: catalogSearchSuggestions;
  position: absolute;
  z-index: ${zIndices.dropdown};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${spacing.xs} 0;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
  box-shadow: ${shadows.card};
  li[aria-selected='true'] a,
  a:hover {
    background: ${colors.surface};
  }
  a {
    display: grid;
    grid-template-columns: 44px minmax(0, 1fr);
    align-items: center;
    gap: ${spacing.sm};
    padding: ${spacing.xs} ${spacing.md};
    color: ${colors.text};
    text-decoration: none;
  }
  img {
    width: 44px;
    height: 44px;
    object-fit: contain;
    border-radius: ${radii.sm};
    background: ${colors.surface};
  }
  .name {
    display: block;
    overflow: hidden;
    font-size: ${typography.sizes.sm};
    font-weight: ${typography.weights.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .sku {
    display: block;
    font-family: ${typography.monoFamily};
    font-size: ${typography.sizes.xs};
    color: ${colors.textMuted};
  }
  .status {
    padding: ${spacing.sm} ${spacing.md};
    font-size: ${typography.sizes.sm};
    color: ${colors.textMuted};
  }
  ${mq.mobile} {
    position: static;
    margin: ${spacing.sm} 0 0;
    box-shadow: none;
    a {
      min-height: 52px;
    }
  }
`;

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface SearchBoxProps {
  initialQuery?: string;
  onSearch: (query: string) => void;
  autoFocus?: boolean;
}

/** The ids that tie the box to its list (aria-controls, aria-activedescendant). */
function listIdOf(id: string) {
  return `${id}-suggestions`;
}
function optionIdOf(id: string, index: number) {
  return `${id}-option-${index}`;
}

/**
 * The typeahead's answer for the words typed, asked once typing pauses; none while it answers other words. Nothing is
 * asked before the shopper comes to the box (`wanted`): the search page's box starts with the page's words in it, and
 * their suggestions, asked as the page starts, only held up its first moments on a phone.
 */
function useSuggestions(typed: string, wanted: boolean) {
  const debounced = useDebouncedValue(typed, TYPEAHEAD.debounceMs);
  const enough = debounced.length >= TYPEAHEAD.minChars;
  const { data, isFetching, isError } = useSearchCatalogQuery(
    { q: debounced, mode: 'typeahead', limit: TYPEAHEAD.limit },
    { skip: !enough || !wanted },
  );
  const suggestions =
    enough && data && cleanSearchText(data.query ?? debounced) === debounced
      ? data.products.slice(0, TYPEAHEAD.limit)
      : [];
  return { suggestions, isFetching, isError, enough, settled: enough && typed === debounced };
}

/**
 * The suggestion the arrow keys chose (-1: none) and the keys' handler: arrows move through the suggestions (and open
 * the list), Enter opens the chosen one while the list shows, Escape closes the list.
 */
function useSuggestionKeys(suggestions: ProductCard[], showList: boolean, setOpen: (open: boolean) => void) {
  const navigate = useNavigate();
  const [active, setActive] = useState(-1);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && showList && active >= 0 && suggestions[active]) {
      event.preventDefault();
      setOpen(false);
      navigate(ROUTES.product.href(suggestions[active].slug));
    }
  };
  return [active, setActive, onKeyDown] as const;
}

/** The list under the box: each suggestion links to its product; the one the arrow keys chose is selected. */
function SuggestionList({
  id,
  suggestions,
  active,
  hidden,
  searching,
  onPick,
}: {
  id: string;
  suggestions: ProductCard[];
  active: number;
  hidden: boolean;
  searching: boolean;
  onPick: () => void;
}) {
  return (
    <ul
      css={suggestionsCss}
      id={listIdOf(id)}
      role="listbox"
      aria-label="Suggestions"
      hidden={hidden}
      data-testid="catalog-search-suggestions"
    >
      {suggestions.length === 0 && searching ? (
        <li className="status" role="presentation">
          <Spinner size={14} aria-hidden="true" /> Searching…
        </li>
      ) : null}
      {suggestions.map((product, index) => (
        <li key={product.id ?? product.sku} id={optionIdOf(id, index)} role="option" aria-selected={index === active}>
          <Link
            to={ROUTES.product.href(product.slug)}
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={onPick}
            data-testid="catalog-search-suggestion"
          >
            <img {...imageSources(product.imageUrl, 44)} alt="" width={44} height={44} loading="lazy" />
            <span>
              <span className="name">{product.name}</span>
              <span className="sku">{displaySku(product.sku)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SearchBox({ initialQuery = '', onSearch, autoFocus = false }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(initialQuery);
  const [open, setOpenState] = useState(false);
  const [wanted, setWanted] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next) setWanted(true);
  };

  const typed = cleanSearchText(text);
  const { suggestions, isFetching, isError, enough, settled } = useSuggestions(typed, wanted);
  const showList = open && settled && (suggestions.length > 0 || isFetching);
  const [active, setActive, onKeyDown] = useSuggestionKeys(suggestions, showList, setOpen);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setOpen(false);
    if (typed) onSearch(typed);
  };

  return (
    <form
      css={formCss}
      role="search"
      action={ROUTES.search.path}
      method="get"
      onSubmit={submit}
      data-testid="catalog-search-box"
    >
      <label htmlFor={`${id}-input`}>
        <VisuallyHidden>Search products</VisuallyHidden>
      </label>
      <div css={fieldCss}>
        <input
          id={`${id}-input`}
          type="search"
          name="q"
          placeholder="Search subwoofers, amplifiers, SKUs…"
          autoComplete="off"
          autoFocus={autoFocus}
          enterKeyHint="search"
          value={text}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listIdOf(id)}
          aria-activedescendant={showList && active >= 0 ? optionIdOf(id, active) : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          data-testid="catalog-search-input"
        />
        <button type="submit" aria-label="Search" data-testid="catalog-search-submit">
          <SearchIcon />
        </button>
      </div>
      <SuggestionList
        id={id}
        suggestions={suggestions}
        active={active}
        hidden={!showList}
        searching={isFetching}
        onPick={() => setOpen(false)}
      />
      {isError && open && enough ? <VisuallyHidden role="status">Suggestions are unavailable.</VisuallyHidden> : null}
    </form>
  );
}
