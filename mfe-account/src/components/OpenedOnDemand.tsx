// A part fetched on demand (shared-domain onDemandPart) opened in place of a view: the view, busy, while the part
// arrives; if it cannot be fetched, the view again and `onClose` (the next opening fetches the part anew).
import { Suspense, type ReactNode } from 'react';
import { OnDemandBoundary } from '@storefront/shared-domain';

export interface OpenedOnDemandProps {
  /** The part's `what`, for the console. */
  what: string;
  /** useOnDemandPart's attempt and retry. */
  attempt: number;
  retry(): void;
  /** The view the part opened from; `busy` while the part arrives. */
  view(busy: boolean): ReactNode;
  /** The fetch failed: close the part (before the retry is set up). */
  onClose(): void;
  children: ReactNode;
}

export function OpenedOnDemand({ what, attempt, retry, view, onClose, children }: OpenedOnDemandProps) {
  return (
    <OnDemandBoundary
      key={attempt}
      what={what}
      failed={view(false)}
      onError={() => {
        onClose();
        retry();
      }}
    >
      <Suspense fallback={view(true)}>{children}</Suspense>
    </OnDemandBoundary>
  );
}
