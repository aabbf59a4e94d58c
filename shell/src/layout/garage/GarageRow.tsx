// One vehicle of the garage panel: its choice (given as children), and Rename / Remove. Renaming edits in place
// (a blank name removes it); removing asks first.
import { useState, type FormEvent, type ReactNode } from 'react';
import { GARAGE_LIMITS, removeGarageVehicle, renameGarageVehicle, type GarageVehicle } from '@storefront/shared-domain';
import { Button } from '@storefront/ui';
import { GARAGE_TEXTS } from './garageTexts';

/** '2018 Ford F-150 Crew Cab'. */
export const vehicleText = (v: GarageVehicle) => [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');

const rowCss = { display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' } as const;

function RenameForm({ vehicle, onDone }: { vehicle: GarageVehicle; onDone: () => void }) {
  const [name, setName] = useState(vehicle.name ?? '');
  const [bad, setBad] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (renameGarageVehicle(vehicle.id, name)) onDone();
    else setBad(true);
  };
  const errorId = `shell-garage-name-error-${vehicle.id}`;
  return (
    <form onSubmit={submit} css={rowCss}>
      <input
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={GARAGE_LIMITS.nameMaxLength}
        aria-label={GARAGE_TEXTS.nameLabel(vehicleText(vehicle))}
        aria-invalid={bad}
        aria-describedby={bad ? errorId : undefined}
        autoFocus
        data-testid="shell-garage-name"
        css={{ flex: 1, minWidth: 0, minHeight: 40, font: 'inherit', padding: '0 8px' }}
      />
      <Button type="submit">{GARAGE_TEXTS.save}</Button>
      <Button onClick={onDone}>{GARAGE_TEXTS.cancel}</Button>
      {bad && (
        <p id={errorId} role="alert" css={{ flexBasis: '100%', margin: 0 }}>
          {GARAGE_TEXTS.badName}
        </p>
      )}
    </form>
  );
}

export function GarageRow({ vehicle, children }: { vehicle: GarageVehicle; children: ReactNode }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const text = vehicleText(vehicle);
  const view = () => setMode('view');
  if (mode === 'rename') return <RenameForm vehicle={vehicle} onDone={view} />;
  if (mode === 'remove')
    return (
      <div css={rowCss} role="group" aria-label={GARAGE_TEXTS.confirmRemove(text)}>
        <p css={{ flexBasis: '100%', margin: 0 }}>{GARAGE_TEXTS.confirmRemove(text)}</p>
        <Button variant="danger" onClick={() => removeGarageVehicle(vehicle.id)} data-testid="shell-garage-remove-yes">
          {GARAGE_TEXTS.remove}
        </Button>
        {/* Focus stays on the question the shopper just opened, on its safe answer. */}
        <Button onClick={view} autoFocus>
          {GARAGE_TEXTS.keep}
        </Button>
      </div>
    );
  return (
    <div css={rowCss} data-testid="shell-garage-vehicle">
      {children}
      <Button variant="ghost" onClick={() => setMode('rename')} aria-label={`${GARAGE_TEXTS.rename} ${text}`}>
        {GARAGE_TEXTS.rename}
      </Button>
      <Button variant="ghost" onClick={() => setMode('remove')} aria-label={GARAGE_TEXTS.removeWhich(text)}>
        {GARAGE_TEXTS.remove}
      </Button>
    </div>
  );
}
