// Where the shell shows a part fetched on demand (shared-domain onDemandPart): `standIn` (nothing by default) while the
// part's code is on its way and after it could not be fetched. The boundary is keyed by the hook's attempt, so a new
// attempt fetches the part again.
import { Suspense, type ReactNode } from 'react';
import { OnDemandBoundary } from '@storefront/shared-domain';

export interface OnDemandSlotProps {
  /** The part's `what`, for the console. */
  what: string;
  /** The attempt of useOnDemandPart or useOnDemandPartPerPage. */
  attempt: number;
  standIn?: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

export function OnDemandSlot({ what, attempt, standIn = null, onError, children }: OnDemandSlotProps) {
  return (
    <OnDemandBoundary key={attempt} what={what} failed={standIn} onError={onError}>
      <Suspense fallback={standIn}>{children}</Suspense>
    </OnDemandBoundary>
  );
}
