// The one typeahead behaviour of the desktop and mobile search screens (WAI-ARIA combobox with a listbox popup):
// debounced suggestions from 2 characters; ArrowDown/ArrowUp move the highlighted option; Enter opens the highlighted
// product or, with none, the search page; Escape closes the list and keeps the typed text (a second Escape clears it).
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, useDebouncedValue, type ProductCard } from '@storefront/shared-domain';
import { useShellSearchTypeaheadQuery } from './searchApi';
import { cleanSearchText, suggestionPath, TYPEAHEAD } from './searchTarget';

export interface TypeaheadOptions {
  /** After a suggestion or the search page was opened (the mobile screen closes). */
  onDone?: () => void;
  /**
   * Escape is the combobox's own (close the list, then clear). The mobile screen passes false: there the list is part
   * of the screen and Escape closes the whole screen.
   */
  ownsEscape?: boolean;
}

/** The suggestions for the text as typed, and whether they are on their way. */
function useSuggestions(typed: string): [ProductCard[], boolean] {
  const debounced = useDebouncedValue(typed, TYPEAHEAD.debounceMs);
  const enough = debounced.length >= TYPEAHEAD.minChars;
  const { data, isFetching } = useShellSearchTypeaheadQuery(
    { q: debounced, limit: TYPEAHEAD.limit },
    { skip: !enough },
  );
  const current = enough && typed === debounced && data && cleanSearchText(data.query) === debounced;
  return [current ? data.products.slice(0, TYPEAHEAD.limit) : [], enough && isFetching && !current];
}

/**
 * The listbox popup over the suggestions: whether it shows, its highlighted option (-1: none) and the ids the
 * combobox points at. ArrowDown/ArrowUp move the highlight round the list and show it.
 */
function useListbox(suggestions: ProductCard[]) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const count = suggestions.length;
  const showList = open && count > 0;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return {
    showList,
    active,
    setActive,
    listId,
    optionId,
    /** The highlighted suggestion, while the list shows. */
    highlighted: showList && active >= 0 ? suggestions[active] : undefined,
    /** Shows or hides the list, nothing highlighted. */
    reset: (show: boolean) => {
      setOpen(show);
      setActive(-1);
    },
    onArrow: (event: KeyboardEvent, down: boolean) => {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((i) => (down ? (showList ? (i + 1) % count : 0) : showList && i > 0 ? i - 1 : count - 1));
    },
    /** The input's combobox state and focus handlers. */
    comboboxProps: {
      'aria-expanded': showList,
      'aria-controls': listId,
      'aria-activedescendant': showList && active >= 0 ? optionId(active) : undefined,
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
    },
  };
}

export function useTypeahead({ onDone, ownsEscape = true }: TypeaheadOptions = {}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = cleanSearchText(text);
  const [suggestions, searching] = useSuggestions(typed);
  const { highlighted, reset, onArrow, comboboxProps, ...list } = useListbox(suggestions);

  /** A suggestion link was followed (the link navigates by itself). */
  const picked = () => {
    reset(false);
    onDone?.();
  };
  const finish = (path: string) => {
    navigate(path);
    picked();
  };
  const search = () => finish(ROUTES.search.href(typed));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        onArrow(event, event.key === 'ArrowDown');
        return;
      case 'Enter':
        event.preventDefault();
        if (highlighted) finish(suggestionPath(highlighted));
        else search();
        return;
      case 'Escape':
        if (!ownsEscape) return;
        if (list.showList) {
          event.preventDefault();
          reset(false);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      default:
    }
  };

  return {
    ...list,
    text,
    typed,
    suggestions,
    /** Suggestions are being fetched for the text as typed. */
    searching,
    picked,
    search,
    /** Spread on the <input>: the combobox role and state, and its handlers. */
    inputProps: {
      value: text,
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      ...comboboxProps,
      autoComplete: 'off',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        reset(true);
      },
      onKeyDown,
    },
  };
}

export type Typeahead = ReturnType<typeof useTypeahead>;
