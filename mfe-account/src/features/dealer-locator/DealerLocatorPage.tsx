// Dealer locator (/community/dealer-locator and /pages/dealer-locator): search by ZIP code or by city and state,
// GET /api/dealers/locator, nearest first with the distance in miles. The search is kept in the address.
import { css, type Theme } from '@emotion/react';
import { LocatorResults } from './LocatorResults';
import { LocatorSearchForm } from './LocatorSearchForm';
import { LOCATOR_TEXTS } from './texts';
import { useLocatorSearch } from './useLocatorSearch';

export { LOCATOR_TEXTS } from './texts';

const pageCss = (theme: Theme) =>
  css({
    label: 'accountDealerLocator',
    display: 'grid',
    gap: theme.spacing.lg,
    maxWidth: 960,
    margin: '0 auto',
    padding: theme.spacing.md,
    boxSizing: 'border-box',
    h1: { margin: 0, fontSize: theme.typography.sizes.xxl },
    '.intro': { margin: 0, color: theme.colors.textMuted },
    '.error': { margin: 0, color: theme.colors.danger },
    [theme.mq.mobile]: { padding: theme.spacing.sm },
  });

export function DealerLocatorPage() {
  const { searched, ...search } = useLocatorSearch();
  return (
    <section css={pageCss} data-boundary="account" data-testid="account-dealer-locator-page">
      <h1>{LOCATOR_TEXTS.title}</h1>
      <p className="intro">{LOCATOR_TEXTS.intro}</p>
      <LocatorSearchForm {...search} />
      <LocatorResults form={searched} />
    </section>
  );
}
