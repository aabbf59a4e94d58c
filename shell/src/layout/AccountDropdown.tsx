// The signed-in header account menu (spec 2 §2): 'Account' with a dropdown that opens on hover and on keyboard focus
// (WAI-ARIA disclosure navigation), closes on Escape, on leaving and on blur. Code only a signed-in shopper runs
// (AccountMenu.tsx fetches it). The items and the session logic come from shared-domain (accountMenuEntries,
// useSignOutMutation); the shell owns only the layout.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import {
  ROUTES,
  accountMenuEntries,
  selectSessionUser,
  useAppSelector,
  useSignOutMutation,
} from '@storefront/shared-domain';
import { AccountLink } from './AccountLink';

/** The entries: links, and Logout (a button) that ends the session. */
function AccountEntries({ id, open, close }: { id: string; open: boolean; close: () => void }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const logout = async () => {
    close();
    // spec 2 §2: Logout ends the session and then goes to /. A failure is logged by the mutation.
    await signOut().catch(() => undefined);
    navigate(ROUTES.home.path);
  };
  const itemCss = {
    display: 'block',
    width: '100%',
    padding: `${theme.spacing.sm} ${theme.spacing.md}`,
    color: theme.colors.text,
    textDecoration: 'none',
    textAlign: 'left' as const,
    background: 'none',
    border: 0,
    font: 'inherit',
    cursor: 'pointer',
    '&:hover, &:focus-visible': { background: theme.colors.surface },
  };
  return (
    <ul
      id={id}
      data-testid="shell-account-dropdown"
      hidden={!open}
      css={{
        position: 'absolute',
        right: 0,
        top: '100%',
        minWidth: 200,
        margin: 0,
        padding: `${theme.spacing.xs} 0`,
        listStyle: 'none',
        background: theme.colors.background,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        boxShadow: theme.shadows.card,
        zIndex: theme.zIndices.dropdown,
      }}
    >
      {accountMenuEntries({ user }).map((entry) => (
        <li key={entry.label}>
          {entry.href ? (
            <Link to={entry.href} data-account-item onClick={() => close()} css={itemCss}>
              {entry.label}
            </Link>
          ) : (
            <button
              type="button"
              data-account-item
              data-testid="shell-account-logout"
              disabled={signingOut}
              onClick={() => void logout()}
              css={itemCss}
            >
              {entry.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function AccountDropdown() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  // Escape returns focus to the trigger; that focus must not reopen the menu.
  const closedByKeyboard = useRef(false);
  const menuId = useId();

  const close = (focusTrigger = false) => {
    setOpen(false);
    if (focusTrigger) {
      closedByKeyboard.current = true;
      trigger.current?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' && event.target === trigger.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => wrapper.current?.querySelector<HTMLElement>('[data-account-item]')?.focus());
    }
  };

  return (
    <div
      ref={wrapper}
      data-testid="shell-account-menu"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (closedByKeyboard.current) closedByKeyboard.current = false;
        else setOpen(true);
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
      css={{ position: 'relative' }}
    >
      <AccountLink ref={trigger} aria-expanded={open} aria-controls={menuId} />
      <AccountEntries id={menuId} open={open} close={close} />
    </div>
  );
}
