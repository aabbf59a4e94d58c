// The menu of a card tile (spec 2 §2 'Saved payment methods'): a button that opens Edit and Delete. Keyboard: the
// button opens the menu on Enter/Space/ArrowDown with focus on the first item, arrows move, Escape closes and gives
// focus back to the button; a click elsewhere or tabbing away closes it.
import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { CARD_TEXTS } from '@storefront/shared-domain';
import { TAP_TARGET } from '../../components/ui';

const menuRootCss = css`
  label: accountCardMenu;
  position: relative;
`;

const menuButtonCss = (theme: Theme) => css`
  label: accountCardMenuButton;
  min-width: ${TAP_TARGET};
  min-height: ${TAP_TARGET};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.typography.sizes.lg};
  line-height: 1;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${theme.colors.border};
    background: ${theme.colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.link};
    outline-offset: 2px;
  }
`;

const menuListCss = (theme: Theme) => css`
  label: accountCardMenuList;
  position: absolute;
  right: 0;
  top: calc(100% + ${theme.spacing.xs});
  z-index: ${theme.zIndices.dropdown};
  min-width: 140px;
  margin: 0;
  padding: ${theme.spacing.xs} 0;
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const menuItemCss = (theme: Theme) => css`
  label: accountCardMenuItem;
  display: block;
  width: 100%;
  min-height: ${TAP_TARGET};
  padding: 0 ${theme.spacing.md};
  border: none;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.surface};
    outline: none;
  }
`;

export interface CardMenuProps {
  /** Names the button for assistive technology, e.g. 'Options for card ending in 4242'. */
  label: string;
  onEdit(): void;
  onDelete(): void;
}

type Close = (returnFocus: boolean) => void;

/** Keys on the button: ArrowDown, Enter and Space open the menu at its first item, ArrowUp at its last, Escape closes. */
function buttonKeyDown(event: KeyboardEvent, open: boolean, openAt: (index: number) => void, close: Close) {
  if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    openAt(0);
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    openAt(1);
  } else if (event.key === 'Escape' && open) {
    event.preventDefault();
    close(true);
  }
}

/** Keys in the open menu: arrows move round the items, Home and End go to the first and last, Escape and Tab close. */
function menuKeyDown(event: KeyboardEvent, itemRefs: Array<HTMLButtonElement | null>, close: Close) {
  const items = itemRefs.filter((item): item is HTMLButtonElement => Boolean(item));
  const current = items.indexOf(document.activeElement as HTMLButtonElement);
  if (event.key === 'Escape') {
    event.preventDefault();
    close(true);
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(current + step + items.length) % items.length]?.focus();
  } else if (event.key === 'Home' || event.key === 'End') {
    event.preventDefault();
    items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
  } else if (event.key === 'Tab') {
    close(false);
  }
}

/** The menu's open state: opening focuses the item asked for once the menu is drawn, a click outside closes it. */
function useMenuOpen(rootRef: RefObject<HTMLElement | null>, itemRefs: RefObject<Array<HTMLButtonElement | null>>) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) itemRefs.current[focusOnOpen.current]?.focus();
    focusOnOpen.current = null;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open, rootRef, itemRefs]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  return [open, setOpen, openAt] as const;
}

export function CardMenu({ label, onEdit, onDelete }: CardMenuProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();
  const [open, setOpen, openAt] = useMenuOpen(rootRef, itemRefs);

  const close: Close = (returnFocus) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const items = [
    [CARD_TEXTS.edit, onEdit],
    [CARD_TEXTS.delete, onDelete],
  ] as const;

  return (
    <div css={menuRootCss} ref={rootRef}>
      <button
        css={menuButtonCss}
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="account-card-menu-button"
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(event) => buttonKeyDown(event, open, openAt, close)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open && (
        <ul
          css={menuListCss}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={(event) => menuKeyDown(event, itemRefs.current, close)}
        >
          {items.map(([text, action], index) => (
            <li key={text} role="none">
              <button
                css={menuItemCss}
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  setOpen(false);
                  action();
                }}
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
