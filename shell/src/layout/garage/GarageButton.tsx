// The header's 'My garage' button (every page, wide and mobile headers): a car icon and the active vehicle (its name,
// else '2018 Ford F-150'), or 'Add a vehicle'. Its size never depends on the label: on the server and at the first
// render in the browser there is no vehicle (useMyVehicle's server snapshot), and nothing moves when it arrives. The
// panel (GaragePanel.tsx) is a chunk fetched on the first pointer-down or opening; only this button is in main.js.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { onDemandPart, useMyVehicle, useOnDemandPart } from '@storefront/shared-domain';
import { CarIcon } from '../icons';
import { OnDemandSlot } from '../OnDemandSlot';

export const GARAGE_BUTTON_TEXTS = { name: 'My garage', add: 'Add a vehicle' } as const;

export const garagePanelPart = onDemandPart(
  'shell',
  'the garage',
  () => import(/* webpackChunkName: "lazy-garage" */ './GaragePanel'),
  (module) => module.GaragePanel,
);

const prefetchPanel = () => void garagePanelPart.prefetch();

/** `wide` (pre-header) and `row` (the logo's row): a fixed 168 px; `mobile`: the room the mobile bar leaves it (its parent sets it), two short lines. */
export function GarageButton({ variant }: { variant: 'wide' | 'row' | 'mobile' }) {
  const vehicle = useMyVehicle();
  const [open, setOpen] = useState(false);
  const { Lazy: GaragePanel, attempt, retry } = useOnDemandPart(garagePanelPart);
  const label = vehicle
    ? vehicle.name || [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ')
    : GARAGE_BUTTON_TEXTS.add;
  const mobile = variant === 'mobile';
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        data-testid={`shell-garage-button-${variant}`}
        // What the button is, then the words it shows: a name never hides the visible text.
        aria-label={`${GARAGE_BUTTON_TEXTS.name}, ${label}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerDown={prefetchPanel}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          flex: mobile ? 1 : 'none',
          width: mobile ? 0 : 168,
          minWidth: 0,
          height: 40,
          padding: '0 6px',
          border: 0,
          background: 'none',
          color: 'inherit',
          font: 'inherit',
          fontSize: mobile ? 12 : 14,
          textAlign: 'left',
          cursor: 'pointer',
        }}
      >
        <CarIcon />
        <span
          css={{
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            // Phones: up to two lines in the room left beside the logo; wider screens: one. Cut with an ellipsis.
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: mobile ? 2 : 1,
          }}
        >
          {label}
        </span>
      </button>
      {open &&
        createPortal(
          <OnDemandSlot
            what={garagePanelPart.what}
            attempt={attempt}
            onError={() => {
              retry();
              close();
            }}
          >
            <GaragePanel onClose={close} />
          </OnDemandSlot>,
          document.body,
        )}
    </>
  );
}
