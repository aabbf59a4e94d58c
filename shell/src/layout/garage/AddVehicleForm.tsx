// The garage's 'Add a vehicle' form: Year, Make and Model from the catalogue's vehicle finder lists (the same
// /api/vehicles endpoints the catalogue's finder reads), and Trim / Cab when the enclosures for that model carry one.
import { useEffect, useState, type FormEvent } from 'react';
import { addGarageVehicle, getApiBaseUrl } from '@storefront/shared-domain';
import { Button } from '@storefront/ui';
import { GARAGE_TEXTS } from './garageTexts';

type ListKey = 'years' | 'makes' | 'models' | 'trims';

/** One finder list (null while loading, or with no `query` to ask); `failed` when it could not be loaded. */
function useFinderList(key: ListKey, query: string | null) {
  const [state, setState] = useState<{ for: string; list: string[] | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (query === null) return undefined;
    const abort = new AbortController();
    fetch(`${getApiBaseUrl()}/api/vehicles/${key}${query}`, { signal: abort.signal })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((body: Record<string, unknown>) => {
        const list = Array.isArray(body[key]) ? (body[key] as unknown[]).map(String) : [];
        setState({ for: query, list, failed: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ for: query, list: null, failed: true });
      });
    return () => abort.abort();
  }, [key, query]);
  return state && state.for === query ? state : { list: null, failed: false };
}

function Select(props: { label: string; value: string; options: string[] | null; onChange: (value: string) => void }) {
  const { label, value, options, onChange } = props;
  return (
    <label css={{ display: 'flex', flexDirection: 'column', gap: 4, fontWeight: 700, fontSize: 14 }}>
      {label}
      <select
        value={value}
        disabled={!options}
        onChange={(event) => onChange(event.target.value)}
        data-testid={`shell-garage-${label.split(' ')[0].toLowerCase()}`}
        css={{ minHeight: 40, font: 'inherit', fontWeight: 400, padding: '0 8px' }}
      >
        <option value="">{label === GARAGE_TEXTS.trim ? GARAGE_TEXTS.anyTrim : GARAGE_TEXTS.choose}</option>
        {options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

const qs = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

const FIELDS = ['year', 'make', 'model', 'trim'] as const;
type Choice = Record<(typeof FIELDS)[number], string>;

export function AddVehicleForm({ onDone }: { onDone: () => void }) {
  const [choice, setChoice] = useState<Choice>({ year: '', make: '', model: '', trim: '' });
  // A choice clears the ones after it (a new year may not offer the make).
  const choose = (field: keyof Choice) => (value: string) =>
    setChoice((c) => {
      const next = { ...c, [field]: value };
      FIELDS.slice(FIELDS.indexOf(field) + 1).forEach((later) => (next[later] = ''));
      return next;
    });
  const { year, make, model, trim } = choice;
  const years = useFinderList('years', '');
  const makes = useFinderList('makes', year ? qs({ year }) : null);
  const models = useFinderList('models', year && make ? qs({ year, make }) : null);
  const trims = useFinderList('trims', year && make && model ? qs({ year, make, model }) : null);
  const failed = years.failed || makes.failed || models.failed || trims.failed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addGarageVehicle({ year: Number(year), make, model, ...(trim ? { trim } : {}) });
    onDone();
  };
  return (
    <form onSubmit={submit} data-testid="shell-garage-add-form" css={{ display: 'grid', gap: 12 }}>
      <Select label={GARAGE_TEXTS.year} value={year} options={years.list} onChange={choose('year')} />
      <Select label={GARAGE_TEXTS.make} value={make} options={makes.list} onChange={choose('make')} />
      <Select label={GARAGE_TEXTS.model} value={model} options={models.list} onChange={choose('model')} />
      {model && trims.list && trims.list.length > 0 && (
        <Select label={GARAGE_TEXTS.trim} value={trim} options={trims.list} onChange={choose('trim')} />
      )}
      {failed && <p role="alert">{GARAGE_TEXTS.loadFailed}</p>}
      <div css={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" disabled={!model}>
          {GARAGE_TEXTS.addSubmit}
        </Button>
        <Button onClick={onDone}>{GARAGE_TEXTS.cancel}</Button>
      </div>
    </form>
  );
}
