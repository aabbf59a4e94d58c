// 'Account ▾', the signed-in account menu's trigger. A module of its own: AccountMenu.tsx shows it while the menu's
// chunk (AccountDropdown.tsx) is on its way, and that chunk uses it too; from AccountMenu.tsx it would be an import cycle.
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { accountHref } from '@storefront/shared-domain';

export const ACCOUNT_MENU_TEXTS = { account: 'Account', signIn: 'Sign in' } as const;

export interface AccountLinkProps {
  ref?: Ref<HTMLAnchorElement>;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

/** 'Account ▾': the signed-in menu's trigger, and its stand-in while the menu's code is not there. */
export function AccountLink(props: AccountLinkProps) {
  const theme = useTheme();
  return (
    <Link
      {...props}
      to={accountHref(true)}
      data-testid="shell-account-link"
      css={{
        color: 'inherit',
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 40,
        padding: `0 ${theme.spacing.xs}`,
      }}
    >
      {ACCOUNT_MENU_TEXTS.account}{' '}
      <span aria-hidden="true" css={{ marginLeft: theme.spacing.xs }}>
        ▾
      </span>
    </Link>
  );
}
