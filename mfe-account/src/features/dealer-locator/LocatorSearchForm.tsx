// The locator's search form: by ZIP code or by city and state, within a radius.
import { css, type Theme } from '@emotion/react';
import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { LOCATOR_RADII_MILES, type LocatorRadius } from '../../api/dealer';
import type { LocatorFieldErrors, LocatorForm } from './locatorQuery';
import { LOCATOR_TEXTS } from './texts';

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

function Field({
  label,
  error,
  children,
  errorId,
}: {
  label: string;
  error?: string;
  errorId?: string;
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

type SetForm = (patch: Partial<LocatorForm>) => void;

type PlaceField = keyof LocatorFieldErrors;

interface PlaceInputProps extends Pick<ComponentProps<'input'>, 'inputMode' | 'autoComplete' | 'maxLength' | 'size'> {
  name: PlaceField;
  label: string;
  form: LocatorForm;
  set: SetForm;
  errors: LocatorFieldErrors;
}

/** One text field of the place searched (ZIP code, city or state), with its error. */
function PlaceInput({ name, label, form, set, errors, ...input }: PlaceInputProps) {
  const errorId = `${useId()}-${name}-error`;
  const error = errors[name];
  return (
    <Field label={label} error={error} errorId={errorId}>
      <input
        type="text"
        {...input}
        value={form[name]}
        onChange={(event) => set({ [name]: event.target.value })}
        {...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})}
      />
    </Field>
  );
}

export interface LocatorSearchFormProps {
  form: LocatorForm;
  set: SetForm;
  errors: LocatorFieldErrors;
  onSubmit: (event: FormEvent) => void;
}

export function LocatorSearchForm({ form, set, errors, onSubmit }: LocatorSearchFormProps) {
  const place = { form, set, errors };
  return (
    <form css={formCss} onSubmit={onSubmit} noValidate data-testid="account-dealer-locator-form">
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
        <PlaceInput
          name="zip"
          label={LOCATOR_TEXTS.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          size={10}
          {...place}
        />
      ) : (
        <>
          <PlaceInput name="city" label={LOCATOR_TEXTS.city} autoComplete="address-level2" {...place} />
          <PlaceInput
            name="state"
            label={LOCATOR_TEXTS.state}
            autoComplete="address-level1"
            maxLength={2}
            size={4}
            {...place}
          />
        </>
      )}
      <Field label={LOCATOR_TEXTS.radius}>
        <select value={form.radius} onChange={(event) => set({ radius: Number(event.target.value) as LocatorRadius })}>
          {LOCATOR_RADII_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {LOCATOR_TEXTS.miles(miles)}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit">{LOCATOR_TEXTS.submit}</button>
    </form>
  );
}
