// The locator's results for the search in the address: nearest first with the distance in miles, or why there are none.
import { css, type Theme } from '@emotion/react';
import { apiErrorCode, apiErrorMessage, formatPhone, type DealerLocation } from '@storefront/shared-domain';
import { useDealerLocatorQuery } from '../../api/dealer';
import { searchArgsOf, type LocatorForm } from './locatorQuery';
import { LOCATOR_TEXTS } from './texts';

const resultsCss = (theme: Theme) =>
  css({
    label: 'accountDealerLocatorResults',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: theme.spacing.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    li: {
      display: 'grid',
      gap: theme.spacing.xs,
      padding: theme.spacing.md,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.lg,
      fontSize: theme.typography.sizes.sm,
    },
    h2: { margin: 0, fontSize: theme.typography.sizes.md },
    address: { fontStyle: 'normal' },
    '.distance': { fontWeight: theme.typography.weights.bold, color: theme.colors.success },
    a: { color: theme.colors.link, overflowWrap: 'anywhere' },
    [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  });

function DealerCard({ dealer }: { dealer: DealerLocation }) {
  const { address } = dealer;
  const phone = dealer.phone ? formatPhone(dealer.phone) : null;
  return (
    <li data-testid="account-dealer-locator-result" data-dealer-id={dealer.id}>
      <h2>{dealer.name}</h2>
      <span className="distance" data-testid="account-dealer-locator-distance">
        {LOCATOR_TEXTS.distance(dealer.distance_miles)}
      </span>
      <address>
        {address.address_line_1 ? <div>{address.address_line_1}</div> : null}
        <div>
          {[address.city, [address.state_code, address.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
        </div>
      </address>
      {phone ? (
        <a href={`tel:${phone.replace(/\D/g, '')}`} data-testid="account-dealer-locator-phone">
          {phone}
        </a>
      ) : null}
      {dealer.website ? (
        <a href={dealer.website} target="_blank" rel="noopener noreferrer">
          {dealer.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </a>
      ) : null}
    </li>
  );
}

export function LocatorResults({ form }: { form: LocatorForm }) {
  const args = searchArgsOf(form);
  const { data, error, isFetching } = useDealerLocatorQuery(args ?? { zip: '' }, { skip: args === null });
  if (args === null) return null;
  let content;
  if (isFetching) content = <p role="status">{LOCATOR_TEXTS.searching}</p>;
  else if (error) {
    content = (
      <p className="error" role="alert" data-testid="account-dealer-locator-error">
        {apiErrorCode(error) === 'unknown_location' ? LOCATOR_TEXTS.unknownLocation : apiErrorMessage(error)}
      </p>
    );
  } else if (!data || data.data.length === 0) {
    content = (
      <p role="status" data-testid="account-dealer-locator-empty">
        {LOCATOR_TEXTS.none(form.radius)}
      </p>
    );
  } else {
    // The service answers nearest first.
    const nearestFirst = data.data;
    content = (
      <>
        <p role="status" css={{ margin: 0 }}>
          {LOCATOR_TEXTS.found(nearestFirst.length)}
        </p>
        <ol css={resultsCss} data-testid="account-dealer-locator-results">
          {nearestFirst.map((dealer) => (
            <DealerCard key={dealer.id} dealer={dealer} />
          ))}
        </ol>
      </>
    );
  }
  return <div css={(theme) => ({ display: 'grid', gap: theme.spacing.md })}>{content}</div>;
}
