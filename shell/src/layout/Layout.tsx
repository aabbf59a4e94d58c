// The page frame: skip link, sale banner region, header, mobile drawer, main region (routes), footer, cart side panel
// region and the marketing popups. What shows depends on the page kind (pageSwitches.ts, spec 2 §1). Each remote
// region sits in its own error boundary, and a marketing remote that fails to load leaves the page usable (silent).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { pageSwitchesFor, useSessionSync } from '@storefront/shared-domain';
import { RemoteView } from '../remotes/RemoteView';
import { useCartPanelWanted } from './cart/cartPanelOnIntent';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileNav } from './MobileNav';

export const MAIN_ID = 'main';
export const SKIP_LINK_TEXT = 'Skip to content';

function SkipLink() {
  const theme = useTheme();
  return (
    <a
      href={`#${MAIN_ID}`}
      data-testid="shell-skip-link"
      onClick={(event) => {
        // Focus the main region itself so the next Tab continues from the content, not from the header.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      css={{
        position: 'absolute',
        left: theme.spacing.sm,
        top: theme.spacing.sm,
        zIndex: theme.zIndices.toast,
        padding: `${theme.spacing.sm} ${theme.spacing.md}`,
        background: theme.colors.background,
        color: theme.colors.text,
        border: `2px solid ${theme.colors.brand}`,
        borderRadius: theme.radii.md,
        fontWeight: theme.typography.weights.bold,
        transform: 'translateY(-200%)',
        ':focus': { transform: 'none' },
      }}
    >
      {SKIP_LINK_TEXT}
    </a>
  );
}

/**
 * The session feeds the session slice (header account menu, footer signup, popups); refetched when the tab becomes
 * visible again and when another tab signs in or out (spec 2 §4). The first page view waits for it (pageView.ts). A
 * component of its own: each state of its request re-renders this, not the whole frame.
 */
function SessionSync(): null {
  useSessionSync();
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const { pathname } = useLocation();
  const show = pageSwitchesFor(pathname);
  const cartPanelWanted = useCartPanelWanted(show.cartPanelAtStart);
  return (
    <div data-boundary="shell" css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SessionSync />
      <SkipLink />
      <div data-testid="shell-sale-banner-region">
        {show.saleBanner && <RemoteView area="marketing" module="./SaleBanner" silent />}
        {(show.countdownDesktop || show.countdownMobile) && (
          <RemoteView
            area="marketing"
            module="./Countdown"
            props={{ desktop: show.countdownDesktop, mobile: show.countdownMobile }}
            silent
          />
        )}
        {show.geoTransitBanner && <RemoteView area="marketing" module="./GeoTransitBanner" silent />}
      </div>
      {/* The header reads the switches it knows (HeaderProps). */}
      <Header {...show} />
      <MobileNav disabled={show.mobileNavDisabled} />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        data-testid="shell-main"
        data-hero={show.hero ? 'true' : 'false'}
        css={{
          flex: 1,
          width: '100%',
          outline: 'none',
          // The footer starts below the fold: it never shows mid-screen while the page's content is on its way and
          // then jumps away when it arrives (a layout shift).
          ...(show.footer ? { minHeight: '100vh' } : {}),
          ...(show.hero ? {} : { maxWidth: theme.layout.contentMaxWidth, margin: '0 auto' }),
          // Vertical only: every remote already keeps its content off the screen edges.
          ...(show.padding ? { paddingTop: theme.spacing.md, paddingBottom: theme.spacing.xxl } : {}),
          // A band of the surface colour across the whole width, the content still held to the content width.
          ...(show.backgroundColors
            ? {
                background: theme.colors.surface,
                boxShadow: `0 0 0 100vmax ${theme.colors.surface}`,
                clipPath: 'inset(0 -100vmax)',
              }
            : {}),
        }}
      >
        {children}
      </main>
      {show.footer && <Footer signupDesktop={show.footerSignupDesktop} signupMobile={show.footerSignupMobile} />}
      <div data-testid="shell-cart-panel-region">
        {cartPanelWanted && <RemoteView area="cart" module="./CartPanel" />}
      </div>
      {show.emailPopup && <RemoteView area="marketing" module="./EmailPopup" silent />}
      {show.pushPopup && <RemoteView area="marketing" module="./PushPrompt" silent />}
      {show.chatBubble && <ChatButton />}
    </div>
  );
}
