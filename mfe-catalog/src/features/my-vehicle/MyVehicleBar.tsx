// 'My vehicle' bar (beyond the spec): shows the remembered vehicle with a link to what fits, 'Change' and 'Clear'.
import { css } from '@emotion/react';
import { colors, mq, radii, spacing, typography } from '@storefront/shared-domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@storefront/ui';
import { VehicleQuickPicker, vehiclePageHref } from '../vehicle-finder/VehicleQuickPicker';
import { clearMyVehicle, useMyVehicle, vehicleLabel } from '@storefront/shared-domain';

const barCss = css`
  label: catalogMyVehicle;
  display: flex;
  flex-direction: column;
  gap: ${spacing.sm};
  margin: ${spacing.md} 0;
  padding: ${spacing.sm} ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  font-size: ${typography.sizes.sm};
`;

const lineCss = css`
  label: catalogMyVehicleLine;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.sm} ${spacing.md};
  strong {
    font-weight: ${typography.weights.bold};
  }
  a {
    color: ${colors.link};
    font-weight: ${typography.weights.medium};
  }
  .actions {
    display: flex;
    gap: ${spacing.sm};
    margin-left: auto;
  }
  ${mq.mobile} {
    .actions {
      margin-left: 0;
    }
  }
  button {
    min-height: 32px;
    padding: ${spacing.xs} ${spacing.sm};
  }
`;

function CarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M5 11l1.6-4.2A2 2 0 0 1 8.5 5.5h7a2 2 0 0 1 1.9 1.3L19 11m-14 0h14m-14 0a2 2 0 0 0-2 2v3h2m14-5a2 2 0 0 1 2 2v3h-2M5 16v2m14-2v2M7 16h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MyVehicleBar({
  showShopLink = true,
  hideWhenEmpty = false,
}: {
  showShopLink?: boolean;
  hideWhenEmpty?: boolean;
}) {
  const vehicle = useMyVehicle();
  const [editing, setEditing] = useState(false);
  if (!vehicle && hideWhenEmpty) return null;

  return (
    <section css={barCss} aria-label="My vehicle" data-testid="catalog-my-vehicle">
      <div css={lineCss}>
        <CarIcon />
        {vehicle ? (
          <>
            <span>
              My vehicle: <strong data-testid="catalog-my-vehicle-label">{vehicleLabel(vehicle)}</strong>
            </span>
            {showShopLink ? (
              <Link to={vehiclePageHref(vehicle)} data-testid="catalog-my-vehicle-shop">
                Shop enclosures that fit
              </Link>
            ) : null}
            <span className="actions">
              <Button type="button" variant="secondary" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
                Change
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  clearMyVehicle();
                  setEditing(false);
                }}
              >
                Clear
              </Button>
            </span>
          </>
        ) : (
          <>
            <span>Add your vehicle to see which enclosures fit.</span>
            <span className="actions">
              <Button type="button" variant="secondary" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
                {editing ? 'Cancel' : 'Add vehicle'}
              </Button>
            </span>
          </>
        )}
      </div>
      {editing ? (
        <VehicleQuickPicker
          mode="save"
          initial={vehicle ?? {}}
          onDone={() => setEditing(false)}
          testIdPrefix="catalog-my-vehicle"
        />
      ) : null}
    </section>
  );
}
