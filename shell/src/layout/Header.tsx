// Site header (spec 2 §2, §9). Desktop (above 1024 px): the optional pre-header bar with the search box, the account
// menu and the cart icon; the logo (205x63) to '/'; the category tabs with their mega-menus. Tablet (768-1024 px): no
// pre-header, so the main row carries a search button (it opens the search screen), the account menu and the cart.
// Mobile (under 768 px): a 50 px bar with the menu button, the garage button, logo, search button and cart button.
// Every size carries the garage button ('My garage', garage/GarageButton.tsx).
// The page-switch table of the layout turns parts off through the props.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import {
  LAYOUT,
  ROUTES,
  emit,
  selectMobileNavOpen,
  setFocusOnMobileSearch,
  toggleMobileNav,
  useAppDispatch,
  useAppSelector,
} from '@storefront/shared-domain';
import logoUrl from '../assets/logo.svg';
import { AccountMenu } from './AccountMenu';
import { contentRowCss } from './contentRowCss';
import { useHeaderCartCount } from './cart/cartPanelOnIntent';
import { CartIcon, MenuIcon, SearchIcon } from './icons';
import { GarageButton } from './garage/GarageButton';
import { GarageSync } from './garage/GarageSync';
import { CategoryMenu } from './menu/CategoryNav';
import { HeaderSearchBox, MobileSearch, searchScreenPart } from './search/HeaderSearch';

export interface HeaderProps {
  /** The pre-header bar (desktop only). */
  preHeader?: boolean;
  /** The category tabs and their menus, and the mobile menu button. */
  nav?: boolean;
  /** The cart buttons. */
  cartIcon?: boolean;
  /** Hides the mobile menu button (the drawer stays closed: MobileNav's `disabled`). */
  mobileNavDisabled?: boolean;
}

export const HEADER_TEXTS = {
  menu: 'Menu',
  search: 'Search',
  home: 'Home',
  logoAlt: 'Car Audio Storefront',
} as const;

/** The logo's box at `height` px high: both sides given, so its place never waits on the image's own size. */
const logoBox = (height: number) => ({ height, width: Math.round((height * LAYOUT.logo.width) / LAYOUT.logo.height) });

function Logo({ compact = false }: { compact?: boolean }) {
  const theme = useTheme();
  return (
    <Link
      to={ROUTES.home.path}
      aria-label={HEADER_TEXTS.home}
      data-testid={compact ? 'shell-logo-mobile' : 'shell-logo'}
    >
      <img
        src={logoUrl}
        alt={HEADER_TEXTS.logoAlt}
        width={LAYOUT.logo.width}
        height={LAYOUT.logo.height}
        css={
          compact
            ? { ...logoBox(40), display: 'block' }
            : // Tablets: a smaller logo leaves the six category tabs one row.
              {
                display: 'block',
                [theme.mq.tablet]: logoBox(44),
              }
        }
      />
    </Link>
  );
}

function CartButton({ variant }: { variant: 'desktop' | 'mobile' }) {
  const count = useHeaderCartCount();
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

const prefetchSearchScreen = () => void searchScreenPart.prefetch();

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

/** A search button of the header row or the mobile bar: it opens the search screen. */
function SearchButton({ testId, onSearch }: { testId: string; onSearch: () => void }) {
  return (
    <button
      type="button"
      aria-label={HEADER_TEXTS.search}
      aria-haspopup="dialog"
      data-testid={testId}
      onClick={onSearch}
      onPointerDown={prefetchSearchScreen}
      css={iconButton}
    >
      <SearchIcon />
    </button>
  );
}

/** A part of the header: the header's switches (their defaults too), and what opens the search screen. */
interface HeaderPartProps extends HeaderProps {
  onSearch: () => void;
}

/** Desktop and tablet: the pre-header bar, then the row of the logo, the category tabs and the tools. */
function WideHeader({ preHeader = true, nav = true, cartIcon = true, onSearch }: HeaderPartProps) {
  const theme = useTheme();
  return (
    <div css={{ [theme.mq.mobile]: { display: 'none' } }}>
      {preHeader && (
        <div
          data-testid="shell-preheader"
          css={{
            label: 'shellPreheader',
            background: theme.colors.surfaceDark,
            color: theme.colors.textInverse,
            [theme.mq.tabletDown]: { display: 'none' },
          }}
        >
          <div
            css={{
              ...contentRowCss(theme, `${theme.spacing.xs} ${theme.spacing.md}`),
              display: 'flex',
              justifyContent: 'flex-end',
              alignItems: 'center',
              gap: theme.spacing.md,
            }}
          >
            <GarageButton variant="wide" />
            <HeaderSearchBox />
            <AccountMenu />
            {cartIcon && <CartButton variant="desktop" />}
          </div>
        </div>
      )}
      <div
        css={{
          label: 'shellHeaderRow',
          position: 'relative',
          background: theme.colors.surfaceDark,
          color: theme.colors.textInverse,
          borderBottom: `3px solid ${theme.colors.brand}`,
        }}
      >
        <div
          css={{
            ...contentRowCss(theme, `${theme.spacing.sm} ${theme.spacing.md}`),
            display: 'flex',
            alignItems: 'center',
            gap: theme.spacing.lg,
            // Tablets: logo and tools on the first row, the six category tabs as a full-width row below.
            [theme.mq.tablet]: { gap: theme.spacing.sm, flexWrap: 'wrap' },
          }}
        >
          <Logo />
          {nav ? <CategoryMenu /> : <div css={{ flex: 1 }} />}
          <div
            data-testid="shell-header-tools"
            css={{
              // Tablet has no pre-header; neither has a desktop page that turns it off.
              display: preHeader ? 'none' : 'flex',
              [theme.mq.tablet]: { display: 'flex', marginLeft: 'auto' },
              gap: theme.spacing.sm,
              alignItems: 'center',
            }}
          >
            <GarageButton variant="row" />
            <SearchButton testId="shell-search-button" onSearch={onSearch} />
            <AccountMenu />
            {cartIcon && <CartButton variant="desktop" />}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Mobile: the 50 px bar. */
function MobileBar({ nav = true, cartIcon = true, mobileNavDisabled = false, onSearch }: HeaderPartProps) {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const mobileNavOpen = useAppSelector(selectMobileNavOpen);
  return (
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
      {/* The two sides share what the logo leaves (the garage button takes the rest of its side, whatever it says). */}
      <div css={{ display: 'flex', flex: '1 1 0', minWidth: 80 }}>
        {nav && !mobileNavDisabled && (
          <button
            type="button"
            aria-label={HEADER_TEXTS.menu}
            aria-expanded={mobileNavOpen}
            aria-controls="shell-mobile-nav"
            aria-haspopup="dialog"
            data-testid="shell-menu-button"
            onClick={() => dispatch(toggleMobileNav())}
            css={iconButton}
          >
            <MenuIcon />
          </button>
        )}
        <GarageButton variant="mobile" />
      </div>
      <Logo compact />
      <div css={{ display: 'flex', flex: '1 1 0', minWidth: 80, justifyContent: 'flex-end' }}>
        <SearchButton testId="shell-mobile-search-button" onSearch={onSearch} />
        {cartIcon && <CartButton variant="mobile" />}
      </div>
    </div>
  );
}

export function Header(props: HeaderProps) {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const [searchOpen, setSearchOpen] = useState(false);
  const showSearch = (open: boolean) => {
    dispatch(setFocusOnMobileSearch(open));
    setSearchOpen(open);
  };
  const openSearch = () => showSearch(true);
  return (
    <header
      data-boundary="shell"
      data-testid="shell-header"
      css={{ position: 'relative', zIndex: theme.zIndices.header }}
    >
      <WideHeader {...props} onSearch={openSearch} />
      <MobileBar {...props} onSearch={openSearch} />
      <MobileSearch open={searchOpen} onClose={() => showSearch(false)} />
      <GarageSync />
    </header>
  );
}
