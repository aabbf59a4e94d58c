// The push choice of 'Email me when it is back': a visitor whose browser already has the store's push subscription
// (they allowed push messages earlier) may be told by a push message on this device instead of an email. The
// subscription is the browser's: its endpoint names it to the catalogue, and the marketing service, which keeps the
// subscriptions, sends the message. Without a subscription (or where the browser has no push) nothing shows.
import { useEffect, useState } from 'react';
import { BusyButton } from '@storefront/ui';

export const BACK_IN_STOCK_PUSH_TEXTS = {
  button: 'Notify me on this device',
  done: 'Thanks! We will send a push message to this device once when it is back in stock.',
} as const;

/** The endpoint of this browser's push subscription for the store, or null (none, no permission, no push). */
export async function pushSubscriptionEndpoint(): Promise<string | null> {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
    const registration = await navigator.serviceWorker?.getRegistration('/');
    const subscription = await registration?.pushManager?.getSubscription();
    return subscription?.endpoint ?? null;
  } catch {
    return null;
  }
}

function usePushEndpoint(): string | null {
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void pushSubscriptionEndpoint().then((found) => live && setEndpoint(found));
    return () => {
      live = false;
    };
  }, []);
  return endpoint;
}

interface BackInStockPushProps {
  busy: boolean;
  /** Sends the request (the form shows what came of it). */
  onRequest(endpoint: string): Promise<void>;
}

export function BackInStockPush({ busy, onRequest }: BackInStockPushProps) {
  const endpoint = usePushEndpoint();
  if (!endpoint) return null;
  return (
    <BusyButton
      type="button"
      variant="secondary"
      busy={busy}
      data-testid="product-back-in-stock-push"
      onClick={() => void onRequest(endpoint)}
    >
      {BACK_IN_STOCK_PUSH_TEXTS.button}
    </BusyButton>
  );
}
