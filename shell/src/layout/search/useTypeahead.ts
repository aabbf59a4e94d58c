// The one typeahead behaviour of the desktop and mobile search screens (WAI-ARIA combobox with a listbox popup):
// debounced suggestions from 2 characters; ArrowDown/ArrowUp move the highlighted option; Enter opens the highlighted
// product or, with none, the search page; Escape closes the list and keeps the typed text (a second Escape clears it).
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue, type ProductCard } from '@storefront/shared-domain';
import { useShellSearchTypeaheadQuery } from './searchApi';
import { cleanSearchText, searchPagePath, suggestionPath, TYPEAHEAD } from './searchTarget';

export interface TypeaheadOptions {
  /** After a suggestion or the search page was opened (the mobile screen closes). */
  onDone?: () => void;
  /**
   * Escape is the combobox's own (close the list, then clear). The mobile screen passes false: there the list is part
   * of the screen and Escape closes the whole screen.
   */
  ownsEscape?: boolean;
}

export function useTypeahead({ onDone, ownsEscape = true }: TypeaheadOptions = {}) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = cleanSearchText(text);
  const debounced = useDebouncedValue(typed, TYPEAHEAD.debounceMs);
  const enough = debounced.length >= TYPEAHEAD.minChars;
  const { data, isFetching } = useShellSearchTypeaheadQuery(
    { q: debounced, limit: TYPEAHEAD.limit },
    { skip: !enough },
  );
  const current = enough && typed === debounced && data && cleanSearchText(data.query) === debounced;
  const suggestions: ProductCard[] = current ? data.products.slice(0, TYPEAHEAD.limit) : [];
  const showList = open && suggestions.length > 0;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  /** A suggestion link was followed (the link navigates by itself). */
  const picked = () => {
    setOpen(false);
    setActive(-1);
    onDone?.();
  };
  const finish = (path: string) => {
    navigate(path);
    picked();
  };
  const openSuggestion = (product: ProductCard) => finish(suggestionPath(product));
  const search = () => finish(searchPagePath(typed));

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (showList ? (i + 1) % count : 0));
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (showList && i > 0 ? i - 1 : count - 1));
        return;
      case 'Enter': {
        event.preventDefault();
        const highlighted = showList && active >= 0 ? suggestions[active] : undefined;
        if (highlighted) openSuggestion(highlighted);
        else search();
        return;
      }
      case 'Escape':
        if (!ownsEscape) return;
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      default:
    }
  };

  return {
    text,
    typed,
    suggestions,
    showList,
    active,
    /** Suggestions are being fetched for the text as typed. */
    searching: enough && isFetching && !current,
    listId,
    optionId,
    picked,
    search,
    /** Spread on the <input>: the combobox role and state, and its handlers. */
    inputProps: {
      value: text,
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': showList,
      'aria-controls': listId,
      'aria-activedescendant': showList && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      onChange,
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
    },
    setActive,
  };
}

export type Typeahead = ReturnType<typeof useTypeahead>;
