// The full-screen search screen (mobile, and the tablet header's search button): a modal dialog with the input focused,
// the same typeahead list, Enter to the search page; the close button and Escape close it. Fetched when first opened
// (HeaderSearch.tsx, chunk lazy-mobile-search).
import { useRef, type FormEvent } from 'react';
import { useTheme } from '@emotion/react';
import { ModalDialog } from '@storefront/ui';
import { SearchIcon } from '../icons';
import { SEARCH_INPUT_ATTRIBUTES } from './searchBox';
import { TYPEAHEAD_TEXTS, TypeaheadList } from './TypeaheadList';
import { useTypeahead } from './useTypeahead';
import { DialogCloseButton } from '../DialogCloseButton';

export const MOBILE_SEARCH_TEXTS = { title: 'Search', close: 'Close search' } as const;

export function MobileSearchScreen({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const typeahead = useTypeahead({ onDone: onClose, ownsEscape: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    typeahead.search();
  };
  return (
    <ModalDialog
      dialogRef={dialog}
      onClose={onClose}
      initialFocusRef={input}
      aria-label={MOBILE_SEARCH_TEXTS.title}
      data-boundary="shell"
      data-testid="shell-mobile-search"
      css={{
        label: 'shellMobileSearch',
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndices.modal,
        overflowY: 'auto',
        background: theme.colors.background,
        color: theme.colors.text,
        outline: 'none',
      }}
    >
      <form
        role="search"
        onSubmit={submit}
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing.xs,
          minHeight: theme.layout.mobileHeaderHeight,
          padding: `0 ${theme.spacing.xs} 0 ${theme.spacing.sm}`,
          background: theme.colors.surfaceDark,
          color: theme.colors.textInverse,
        }}
      >
        <SearchIcon />
        <input
          ref={input}
          {...SEARCH_INPUT_ATTRIBUTES}
          data-testid="shell-mobile-search-input"
          {...typeahead.inputProps}
          // On this screen the list belongs to the screen: it stays shown while the input has focus or not.
          onBlur={undefined}
          css={{
            flex: 1,
            minWidth: 0,
            minHeight: 36,
            padding: `0 ${theme.spacing.sm}`,
            border: 0,
            borderRadius: theme.radii.md,
            background: theme.colors.background,
            color: theme.colors.text,
            font: 'inherit',
            fontSize: theme.typography.sizes.md,
          }}
        />
        <DialogCloseButton label={MOBILE_SEARCH_TEXTS.close} onClose={onClose} />
      </form>
      {typeahead.searching && (
        <p role="status" css={{ margin: theme.spacing.md, color: theme.colors.textMuted }}>
          {TYPEAHEAD_TEXTS.searching}
        </p>
      )}
      <TypeaheadList typeahead={typeahead} variant="mobile" />
    </ModalDialog>
  );
}
