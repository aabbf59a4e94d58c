// Dealer locator (/community/dealer-locator and /pages/dealer-locator): search by ZIP code or by city and state,
// GET /api/dealers/locator, nearest first with the distance in miles. The search is kept in the address.
import { css, type Theme } from '@emotion/react';
import { apiErrorMessage, formatPhone, type DealerLocation } from '@storefront/shared-domain';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LOCATOR_RADII_MILES, useDealerLocatorQuery, type LocatorRadius } from '../../api/dealer';
import {
  formFromSearch,
  searchArgsOf,
  searchParamsOf,
  validateLocatorForm,
  type LocatorFieldErrors,
  type LocatorForm,
} from './locatorQuery';

export const LOCATOR_TEXTS = {
  title: 'Dealer Locator',
  intro: 'Find an authorized dealer near you.',
  searchBy: 'Search by',
  byZip: 'ZIP code',
  byCity: 'City and state',
  zip: 'ZIP code',
  city: 'City',
  state: 'State',
  radius: 'Within',
  miles: (n: number) => `${n} miles`,
  submit: 'Find dealers',
  searching: 'Searching...',
  unknownLocation: 'We could not find that ZIP code or city.',
  none: (radius: number) => `No dealers found within ${radius} miles.`,
  found: (n: number) => `${n} ${n === 1 ? 'dealer' : 'dealers'} found.`,
  distance: (miles: number) => `${miles.toFixed(1)} mi`,
} as const;

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

const formCss = (theme: Theme) =>
  css({
    label: 'accountDealerLocatorForm',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: theme.spacing.md,
    fieldset: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.md, margin: 0, padding: 0, border: 0 },
    legend: { padding: 0, marginBottom: theme.spacing.xs, fontWeight: theme.typography.weights.bold },
    '.field': { display: 'grid', gap: theme.spacing.xxs, minWidth: 0, fontSize: theme.typography.sizes.sm },
    '.field > span': { fontWeight: theme.typography.weights.bold },
    'input[type=text], select': {
      minHeight: 40,
      padding: `0 ${theme.spacing.sm}`,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      font: 'inherit',
      background: theme.colors.background,
      boxSizing: 'border-box',
    },
    "input[aria-invalid='true']": { borderColor: theme.colors.danger },
    '.field-error': { color: theme.colors.danger, fontSize: theme.typography.sizes.xs },
    'button[type=submit]': {
      minHeight: 40,
      padding: `0 ${theme.spacing.lg}`,
      border: 0,
      borderRadius: theme.radii.md,
      background: theme.colors.brand,
      color: theme.colors.textInverse,
      font: 'inherit',
      fontWeight: theme.typography.weights.bold,
      cursor: 'pointer',
    },
    'button[type=submit]:focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: 2 },
    [theme.mq.mobile]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      '.field input, .field select, button[type=submit]': { width: '100%' },
    },
  });

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

function Field({
  label,
  error,
  children,
  errorId,
}: {
  label: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      {children}
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </label>
  );
}

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

function LocatorResults({ form }: { form: LocatorForm }) {
  const args = searchArgsOf(form);
  const { data, error, isFetching } = useDealerLocatorQuery(args ?? { zip: '' }, { skip: args === null });
  if (args === null) return null;
  let content;
  if (isFetching) content = <p role="status">{LOCATOR_TEXTS.searching}</p>;
  else if (error) {
    const code = (error as { data?: { error?: { code?: string } } }).data?.error?.code;
    content = (
      <p className="error" role="alert" data-testid="account-dealer-locator-error">
        {code === 'unknown_location' ? LOCATOR_TEXTS.unknownLocation : apiErrorMessage(error)}
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

export function DealerLocatorPage() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const searched = formFromSearch(searchParams);
  const [form, setForm] = useState<LocatorForm>(searched);
  const [errors, setErrors] = useState<LocatorFieldErrors>({});
  const query = searchParams.toString();
  // Back/forward (or a shared link opened in place) changes the address: the form follows it.
  useEffect(() => setForm(formFromSearch(new URLSearchParams(query))), [query]);
  const set = (patch: Partial<LocatorForm>) => setForm((previous) => ({ ...previous, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLocatorForm(form);
    setErrors(found);
    const args = searchArgsOf(form);
    if (args) setSearchParams(searchParamsOf(args));
  };
  const invalid = (field: keyof LocatorFieldErrors) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <section css={pageCss} data-boundary="account" data-testid="account-dealer-locator-page">
      <h1>{LOCATOR_TEXTS.title}</h1>
      <p className="intro">{LOCATOR_TEXTS.intro}</p>
      <form css={formCss} onSubmit={submit} noValidate data-testid="account-dealer-locator-form">
        <fieldset>
          <legend>{LOCATOR_TEXTS.searchBy}</legend>
          <label>
            <input type="radio" name="mode" checked={form.mode === 'zip'} onChange={() => set({ mode: 'zip' })} />{' '}
            {LOCATOR_TEXTS.byZip}
          </label>
          <label>
            <input type="radio" name="mode" checked={form.mode === 'city'} onChange={() => set({ mode: 'city' })} />{' '}
            {LOCATOR_TEXTS.byCity}
          </label>
        </fieldset>
        {form.mode === 'zip' ? (
          <Field label={LOCATOR_TEXTS.zip} error={errors.zip} errorId={`${id}-zip-error`}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              size={10}
              value={form.zip}
              onChange={(event) => set({ zip: event.target.value })}
              {...invalid('zip')}
            />
          </Field>
        ) : (
          <>
            <Field label={LOCATOR_TEXTS.city} error={errors.city} errorId={`${id}-city-error`}>
              <input
                type="text"
                autoComplete="address-level2"
                value={form.city}
                onChange={(event) => set({ city: event.target.value })}
                {...invalid('city')}
              />
            </Field>
            <Field label={LOCATOR_TEXTS.state} error={errors.state} errorId={`${id}-state-error`}>
              <input
                type="text"
                autoComplete="address-level1"
                maxLength={2}
                size={4}
                value={form.state}
                onChange={(event) => set({ state: event.target.value })}
                {...invalid('state')}
              />
            </Field>
          </>
        )}
        <Field label={LOCATOR_TEXTS.radius} errorId={`${id}-radius-error`}>
          <select
            value={form.radius}
            onChange={(event) => set({ radius: Number(event.target.value) as LocatorRadius })}
          >
            {LOCATOR_RADII_MILES.map((miles) => (
              <option key={miles} value={miles}>
                {LOCATOR_TEXTS.miles(miles)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit">{LOCATOR_TEXTS.submit}</button>
      </form>
      <LocatorResults form={searched} />
    </section>
  );
}
