// Minimal mobile drawer: the category tabs, the mobile-only entries and the bottom bar (spec 2 §2). Opening adds a
// no-scroll state to the page and closes the cart (ui slice); navigating closes it.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import {
  accountBarLabel,
  accountHref,
  closeMobileNav,
  emit,
  selectIsLoggedIn,
  selectMobileNavOpen,
  useAppDispatch,
  useAppSelector,
} from '@storefront/shared-domain';
import { CATEGORY_TABS, MOBILE_DRAWER_TEXTS, MOBILE_EXTRA_LINKS } from './navigation';

export const NO_SCROLL_CLASS = 'sf-no-scroll';

export function MobileNav() {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMobileNavOpen);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();

  useEffect(() => {
    document.body.classList.toggle(NO_SCROLL_CLASS, open);
    emit('ui:mobile-nav', { open });
    return () => document.body.classList.remove(NO_SCROLL_CLASS);
  }, [open]);

  useEffect(() => {
    dispatch(closeMobileNav());
  }, [dispatch, location.pathname]);

  if (!open) return null;
  const linkCss = {
    display: 'block',
    padding: '12px 16px',
    color: theme.colors.text,
    textDecoration: 'none',
    borderBottom: `1px solid ${theme.colors.border}`,
  };
  return (
    <nav
      id="shell-mobile-nav"
      aria-label="Mobile menu"
      data-boundary="shell"
      data-testid="shell-mobile-nav"
      css={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        bottom: 0,
        overflowY: 'auto',
        background: theme.colors.background,
        zIndex: theme.zIndices.modal,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          minHeight: theme.layout.mobileHeaderHeight,
          padding: `0 ${theme.spacing.md}`,
          background: theme.colors.surfaceDark,
          color: theme.colors.textInverse,
        }}
      >
        <strong>Menu</strong>
        <button
          type="button"
          aria-label="Close menu"
          onClick={() => dispatch(closeMobileNav())}
          css={{
            background: 'none',
            border: 0,
            color: 'inherit',
            fontSize: 28,
            lineHeight: 1,
            cursor: 'pointer',
            padding: 8,
          }}
        >
          ×
        </button>
      </div>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, flex: 1 }}>
        {[...CATEGORY_TABS, ...MOBILE_EXTRA_LINKS].map((item) => (
          <li key={item.href}>
            <Link to={item.href} css={linkCss}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <div css={{ display: 'flex', borderTop: `1px solid ${theme.colors.border}` }}>
        <Link to={accountHref(loggedIn)} css={{ ...linkCss, flex: 1, fontWeight: 700 }}>
          {accountBarLabel(loggedIn)}
        </Link>
        <Link to="/pages/contact-us" css={{ ...linkCss, flex: 1, fontWeight: 700 }}>
          {MOBILE_DRAWER_TEXTS.support}
        </Link>
      </div>
    </nav>
  );
}
