// Site header (spec 2 §2): logo (205x63) to '/', fixed category tabs, search, account link, cart button; on mobile a
// 50 px bar with menu, logo, search and cart buttons. Full menus and the drawer's drill-down come later.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import {
  emit,
  LAYOUT,
  PATHS,
  selectMobileNavOpen,
  setFocusOnMobileSearch,
  toggleMobileNav,
  useAppDispatch,
  useAppSelector,
  useBusEvent,
} from '@storefront/shared-domain';
import logoUrl from '../assets/logo.svg';
import { AccountMenu } from './AccountMenu';
import { CartIcon, MenuIcon, SearchIcon } from './icons';
import { CATEGORY_TABS } from './navigation';

export const SEARCH_PATH = '/search/products';
/** Query parameter of the search target. */
export const SEARCH_PARAM = 'q';

function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={PATHS.home} aria-label="Home" data-testid={compact ? 'shell-logo-mobile' : 'shell-logo'}>
      <img
        src={logoUrl}
        alt="Car Audio Storefront"
        width={LAYOUT.logo.width}
        height={LAYOUT.logo.height}
        css={compact ? { height: 40, width: 'auto', display: 'block' } : { display: 'block' }}
      />
    </Link>
  );
}

function useCartCount(): number {
  const [count, setCount] = useState(0);
  useBusEvent('cart:changed', ({ itemCount }) => setCount(itemCount));
  return count;
}

function CartButton({ variant }: { variant: 'desktop' | 'mobile' }) {
  const count = useCartCount();
  const label = count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart';
  return (
    <button
      type="button"
      aria-label={label}
      data-testid={`shell-cart-button-${variant}`}
      onClick={() => emit('cart:open', { reason: 'header-click' })}
      // Desktop: the cart icon also opens the cart on hover (spec 2 §2).
      onMouseEnter={variant === 'desktop' ? () => emit('cart:open', { reason: 'header-hover' }) : undefined}
      css={iconButton}
    >
      <CartIcon />
      {count > 0 && (
        <span aria-hidden="true" css={{ marginLeft: 4, fontWeight: 700 }}>
          {count}
        </span>
      )}
    </button>
  );
}

const iconButton = {
  background: 'none',
  border: 0,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  padding: '8px',
  minWidth: 40,
  minHeight: 40,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

function SearchForm() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `${SEARCH_PATH}?${SEARCH_PARAM}=${encodeURIComponent(q)}` : SEARCH_PATH);
  };
  return (
    <form role="search" onSubmit={submit} css={{ display: 'flex', gap: 4 }}>
      <input
        type="search"
        name={SEARCH_PARAM}
        aria-label="Search products"
        placeholder="Search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        css={{ padding: '6px 8px', minWidth: 220, border: '1px solid #ccc', borderRadius: 4 }}
      />
      <button type="submit" css={{ ...iconButton, minWidth: 0 }}>
        Search
      </button>
    </form>
  );
}

export function Header() {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mobileNavOpen = useAppSelector(selectMobileNavOpen);

  return (
    <header
      data-boundary="shell"
      data-testid="shell-header"
      css={{ position: 'relative', zIndex: theme.zIndices.header }}
    >
      {/* Desktop and tablet */}
      <div css={{ [theme.mq.mobile]: { display: 'none' } }}>
        <div
          data-testid="shell-preheader"
          css={{
            background: theme.colors.surfaceDark,
            color: theme.colors.textInverse,
            [theme.mq.tablet]: { display: 'none' },
          }}
        >
          <div
            css={{
              maxWidth: theme.layout.contentMaxWidth,
              margin: '0 auto',
              padding: `${theme.spacing.xs} ${theme.spacing.md}`,
              display: 'flex',
              justifyContent: 'flex-end',
              alignItems: 'center',
              gap: theme.spacing.md,
            }}
          >
            <SearchForm />
            <AccountMenu />
            <CartButton variant="desktop" />
          </div>
        </div>
        <div
          css={{
            maxWidth: theme.layout.contentMaxWidth,
            margin: '0 auto',
            padding: `${theme.spacing.sm} ${theme.spacing.md}`,
            display: 'flex',
            alignItems: 'center',
            gap: theme.spacing.lg,
          }}
        >
          <Logo />
          <nav aria-label="Categories" css={{ flex: 1 }}>
            <ul
              css={{
                display: 'flex',
                gap: theme.spacing.md,
                listStyle: 'none',
                margin: 0,
                padding: 0,
                flexWrap: 'wrap',
              }}
            >
              {CATEGORY_TABS.map((tab) => (
                <li key={tab.href}>
                  <Link
                    to={tab.href}
                    title={tab.description}
                    css={{
                      color: theme.colors.text,
                      textDecoration: 'none',
                      fontWeight: theme.typography.weights.bold,
                      textTransform: 'uppercase',
                      fontSize: theme.typography.sizes.sm,
                      display: 'inline-flex',
                      flexDirection: 'column',
                    }}
                  >
                    {tab.label}
                    {tab.description && (
                      <span
                        css={{
                          fontWeight: 400,
                          textTransform: 'none',
                          fontSize: theme.typography.sizes.xs,
                          color: theme.colors.textMuted,
                        }}
                      >
                        {tab.description}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div
            css={{
              display: 'none',
              [theme.mq.tablet]: { display: 'flex', gap: theme.spacing.sm, alignItems: 'center' },
            }}
          >
            <AccountMenu />
            <CartButton variant="desktop" />
          </div>
        </div>
      </div>

      {/* Mobile: 50 px bar */}
      <div
        data-testid="shell-mobile-header"
        css={{
          display: 'none',
          [theme.mq.mobile]: {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            height: theme.layout.mobileHeaderHeight,
            padding: `0 ${theme.spacing.xs}`,
            background: theme.colors.surfaceDark,
            color: theme.colors.textInverse,
          },
        }}
      >
        <button
          type="button"
          aria-label="Menu"
          aria-expanded={mobileNavOpen}
          aria-controls="shell-mobile-nav"
          onClick={() => dispatch(toggleMobileNav())}
          css={iconButton}
        >
          <MenuIcon />
        </button>
        <Logo compact />
        <div css={{ display: 'flex' }}>
          <button
            type="button"
            aria-label="Search"
            onClick={() => {
              dispatch(setFocusOnMobileSearch(true));
              navigate(SEARCH_PATH);
            }}
            css={iconButton}
          >
            <SearchIcon />
          </button>
          <CartButton variant="mobile" />
        </div>
      </div>
    </header>
  );
}
