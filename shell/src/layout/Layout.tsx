// The page frame: sale banner region, header, mobile drawer, main region (routes), footer, cart side panel region and
// the marketing popups. Each remote region sits in its own error boundary.
import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useSessionSync } from '@storefront/shared-domain';
import { RemoteView } from '../remotes/RemoteView';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileNav } from './MobileNav';

export function Layout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  // The session feeds the session slice (header account menu, footer signup, popups); refetched when the tab becomes
  // visible again and when another tab signs in or out (spec 2 §4).
  useSessionSync();
  return (
    <div data-boundary="shell" css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <div data-testid="shell-sale-banner-region">
        <RemoteView area="marketing" module="./SaleBanner" />
        <RemoteView area="marketing" module="./Countdown" silent />
      </div>
      <Header />
      <MobileNav />
      <main
        id="main"
        data-testid="shell-main"
        css={{ flex: 1, width: '100%', maxWidth: theme.layout.contentMaxWidth, margin: '0 auto' }}
      >
        {children}
      </main>
      <Footer />
      <div data-testid="shell-cart-panel-region">
        <RemoteView area="cart" module="./CartPanel" />
      </div>
      <RemoteView area="marketing" module="./EmailPopup" silent />
      <RemoteView area="marketing" module="./PushPrompt" silent />
      <ChatButton />
    </div>
  );
}
