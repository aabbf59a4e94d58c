// The mobile drawer's dialog (spec 2 §2, §4): the three drill-down levels and the bottom bar, as a modal dialog that
// moves focus in, keeps Tab inside, makes the page behind inert, closes on Escape and returns focus to the menu button
// (ui's ModalDialog). MobileNav mounts it while the drawer is open.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import {
  accountBarLabel,
  accountHref,
  closeMobileNav,
  selectIsLoggedIn,
  selectMobileNavLevel,
  setMobileNavLevel,
  useAppDispatch,
  useAppSelector,
  type MenuCategory,
  type MenuCollection,
} from '@storefront/shared-domain';
import { ModalDialog } from '@storefront/ui';
import { DrawerLevels, type DrawerLevel } from './DrawerLevels';
import { useGetShellMenuQuery } from './menuApi';
import { MOBILE_DRAWER_TEXTS, SUPPORT_HREF } from '../navigation';
import { DialogCloseButton } from '../DialogCloseButton';

export default function MobileDrawer() {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const storeLevel = useAppSelector(selectMobileNavLevel);
  const { data: menu, isLoading: menuLoading } = useGetShellMenuQuery();
  const [category, setCategory] = useState<MenuCategory | undefined>();
  const [collection, setCollection] = useState<MenuCollection | undefined>();
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => dispatch(closeMobileNav());

  const level = Math.min(storeLevel, 3) as DrawerLevel;
  const goTo = (next: DrawerLevel) => dispatch(setMobileNavLevel(next));
  const bottomLinkCss = {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 48,
    color: theme.colors.textInverse,
    background: theme.colors.surfaceDark,
    fontWeight: theme.typography.weights.bold,
    letterSpacing: '0.05em',
    textDecoration: 'none',
    '&:hover, &:focus-visible': { background: theme.colors.brand },
  };

  return (
    <ModalDialog
      dialogRef={dialog}
      onClose={close}
      id="shell-mobile-nav"
      aria-label={MOBILE_DRAWER_TEXTS.title}
      data-boundary="shell"
      data-testid="shell-mobile-nav"
      // Any followed link closes the drawer, also one to the page already shown (no location change then).
      onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) close();
      }}
      css={{
        label: 'shellMobileNav',
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndices.modal,
        display: 'flex',
        flexDirection: 'column',
        background: theme.colors.background,
        color: theme.colors.text,
        outline: 'none',
      }}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          minHeight: theme.layout.mobileHeaderHeight,
          padding: `0 ${theme.spacing.xs} 0 ${theme.spacing.md}`,
          background: theme.colors.surfaceDark,
          color: theme.colors.textInverse,
        }}
      >
        <strong css={{ textTransform: 'uppercase', letterSpacing: '0.05em' }}>{MOBILE_DRAWER_TEXTS.title}</strong>
        <DialogCloseButton label={MOBILE_DRAWER_TEXTS.close} onClose={close} />
      </div>
      <nav aria-label="Mobile menu" css={{ flex: 1, overflowY: 'auto' }}>
        <DrawerLevels
          menu={menu}
          menuLoading={menuLoading}
          level={level}
          category={category}
          collection={collection}
          onOpenCategory={(next) => {
            setCategory(next);
            goTo(2);
          }}
          onOpenCollection={(next) => {
            setCollection(next);
            goTo(3);
          }}
          onBack={() => goTo(level === 3 ? 2 : 1)}
        />
      </nav>
      <div css={{ display: 'flex', gap: 1, background: theme.colors.border }}>
        <Link to={accountHref(loggedIn)} css={bottomLinkCss}>
          {accountBarLabel(loggedIn)}
        </Link>
        <Link to={SUPPORT_HREF} css={bottomLinkCss}>
          {MOBILE_DRAWER_TEXTS.support}
        </Link>
      </div>
    </ModalDialog>
  );
}
