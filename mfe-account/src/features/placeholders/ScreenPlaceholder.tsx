// Screens of the account area that later issues build: a heading naming the screen.
export function ScreenPlaceholder({ title, testId }: { title: string; testId: string }) {
  return (
    <section data-boundary="account" data-testid={testId} css={{ padding: '16px' }}>
      <h1>{title}</h1>
    </section>
  );
}

export const ACCOUNT_SCREEN_TITLES = {
  dealers: 'Dealer Quick Order',
  dealerLocator: 'Dealer Locator',
} as const;
