// The garage panel (a chunk of its own, opened from the header's 'My garage' button): the shopper's vehicles, one tap
// picks the active one (a radio group), each can be renamed or removed (asked first), and 'Add a vehicle' adds one
// from the catalogue's finder lists. A modal dialog (ui ModalDialog: focus kept inside, Escape closes, focus returns
// to the button). Every change goes through the garage store, so every listing and product page follows at once.
import { useId, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { GARAGE_LIMITS, setActiveGarageVehicle, useGarage, type GarageVehicle } from '@storefront/shared-domain';
import { Button, ModalDialog } from '@storefront/ui';
import { DialogCloseButton } from '../DialogCloseButton';
import { AddVehicleForm } from './AddVehicleForm';
import { GarageRow, vehicleText } from './GarageRow';
import { GARAGE_TEXTS } from './garageTexts';

function VehicleChoice({ vehicle, active, group }: { vehicle: GarageVehicle | null; active: boolean; group: string }) {
  return (
    <label
      css={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 40, flex: 1, minWidth: 0, cursor: 'pointer' }}
    >
      <input
        type="radio"
        name={group}
        checked={active}
        onChange={() => setActiveGarageVehicle(vehicle?.id ?? null)}
        css={{ width: 20, height: 20, flex: 'none' }}
      />
      <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {vehicle?.name && <strong css={{ display: 'block' }}>{vehicle.name}</strong>}
        {vehicle ? vehicleText(vehicle) : GARAGE_TEXTS.none}
      </span>
    </label>
  );
}

export function GaragePanel({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const { vehicles, activeId } = useGarage();
  const [adding, setAdding] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const full = vehicles.length >= GARAGE_LIMITS.maxVehicles;
  return (
    <>
      <div
        ref={backdropRef}
        onClick={onClose}
        css={{ position: 'fixed', inset: 0, background: theme.colors.backdrop, zIndex: theme.zIndices.modal }}
      />
      <ModalDialog
        dialogRef={dialogRef}
        onClose={onClose}
        companionRefs={[backdropRef]}
        aria-labelledby={titleId}
        data-testid="shell-garage-panel"
        css={{
          label: 'shellGaragePanel',
          position: 'fixed',
          top: 0,
          right: 0,
          bottom: 0,
          width: 'min(400px, 100vw)',
          overflowY: 'auto',
          zIndex: theme.zIndices.modal,
          background: theme.colors.background,
          color: theme.colors.text,
          padding: theme.spacing.md,
          display: 'flex',
          flexDirection: 'column',
          gap: theme.spacing.md,
          outline: 'none',
        }}
      >
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
            {GARAGE_TEXTS.title}
          </h2>
          <DialogCloseButton label={GARAGE_TEXTS.close} onClose={onClose} />
        </div>
        {vehicles.length === 0 ? (
          <p css={{ margin: 0 }}>{GARAGE_TEXTS.empty}</p>
        ) : (
          <GarageList vehicles={vehicles} activeId={activeId} />
        )}
        <p data-testid="shell-garage-count" css={{ margin: 0, color: theme.colors.textMuted }}>
          {full ? GARAGE_TEXTS.full : GARAGE_TEXTS.count(vehicles.length)}
        </p>
        {adding ? (
          <AddVehicleForm onDone={() => setAdding(false)} />
        ) : (
          <Button variant="primary" disabled={full} onClick={() => setAdding(true)} data-testid="shell-garage-add">
            {GARAGE_TEXTS.add}
          </Button>
        )}
      </ModalDialog>
    </>
  );
}

function GarageList({ vehicles, activeId }: { vehicles: GarageVehicle[]; activeId: string | null }) {
  const group = useId();
  return (
    <fieldset css={{ display: 'grid', gap: 4, border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend css={{ fontWeight: 700, padding: 0, marginBottom: 4 }}>{GARAGE_TEXTS.shoppingFor}</legend>
      {vehicles.map((vehicle) => (
        <GarageRow key={vehicle.id} vehicle={vehicle}>
          <VehicleChoice vehicle={vehicle} active={vehicle.id === activeId} group={group} />
        </GarageRow>
      ))}
      <VehicleChoice vehicle={null} active={activeId === null} group={group} />
    </fieldset>
  );
}
