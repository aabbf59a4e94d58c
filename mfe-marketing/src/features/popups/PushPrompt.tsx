// The push prompt (spec 2 §4 'Push prompt'), the exposed module of every page: it rides in the marketing frame, so it
// carries only its wait. `delayMs` (default 8000) after the page knows the session and the sale, it fetches
// PushPromptWhenDue, unless the shopper has answered (pushPromptAnswered: the browser's permission, the remind-after
// date): that part decides with shouldShowPushPrompt and the page as it is then, and shows the dialog. A shopper who
// answered fetches nothing. A failed fetch is logged and shows nothing; the next page the shopper opens starts the
// wait again.
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  MARKETING_TIMING,
  OnDemandBoundary,
  onDemandPart,
  selectSessionStatus,
  useAppSelector,
  useOnDemandPartPerPage,
} from '@storefront/shared-domain';
import { useCurrentSale } from '../../hooks/useCurrentSale';
import { pushPromptAnswered } from './popupStorage';

const pushPromptWhenDue = onDemandPart(
  'marketing',
  'the push prompt',
  // The email popup's part shares the rules it needs (the push prompt yields to a due email popup): one chunk.
  () => import(/* webpackChunkName: "lazy-marketing-popups" */ './PushPromptWhenDue'),
  (module) => module.PushPromptWhenDue,
);

export interface PushPromptProps {
  /** Wait before the prompt may open (spec 2 §4: default 8000 ms, configurable). */
  delayMs?: number;
}

export function PushPrompt({ delayMs = MARKETING_TIMING.pushPromptDelayMs }: PushPromptProps) {
  const sessionStatus = useAppSelector(selectSessionStatus);
  const { isLoading: saleLoading } = useCurrentSale();
  const { pathname } = useLocation();
  const [delayOver, setDelayOver] = useState(false);
  const { Lazy: PushPromptWhenDue, attempt, failed, onError } = useOnDemandPartPerPage(pushPromptWhenDue, pathname);
  const waiting = sessionStatus !== 'loading' && !saleLoading && !failed;

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => {
      if (!pushPromptAnswered()) setDelayOver(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [waiting, delayMs]);

  if (!delayOver) return null;
  return (
    <OnDemandBoundary
      key={attempt}
      what={pushPromptWhenDue.what}
      onError={() => {
        setDelayOver(false);
        onError();
      }}
    >
      {/* No fallback: the prompt floats over the page and takes no room in it; it shows once its chunk has arrived. */}
      <Suspense fallback={null}>
        <PushPromptWhenDue onClose={() => setDelayOver(false)} />
      </Suspense>
    </OnDemandBoundary>
  );
}
