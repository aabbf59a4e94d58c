// The payment provider's card fields, mounted in a store form (checkout, saved cards). The number, expiry and security
// code are typed into the provider's frame, on the provider's origin: the store's page, its scripts and its services
// only ever get the token the frame answers (README "Card data and PCI scope"). Server rendering and hydration see an
// empty container; the frame is mounted into it after hydration, once the shopper nears it (the provider's scripts are
// no part of a page's first load when the fields are below the fold).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNearViewport } from './useNearViewport';

/** Where the provider's client script is and the store's publishable key (GET /api/checkout/payment-fields). */
export interface CardFieldsConfig {
  scriptUrl: string;
  publishableKey: string;
}

/** What the card fields answer: a single-use token with what the store may show of the card, or why not. */
export type CardFieldsResult =
  | { token: { id: string; card: { brand: string; last4: string; exp_month: number; exp_year: number } } }
  | { error: { code: string; message: string } };

interface MountedCardFields {
  tokenize(): Promise<CardFieldsResult>;
  destroy(): void;
}

type PaymentsClient = (key: string) => {
  mountCardFields(element: HTMLElement, options: { testId?: string; title?: string }): MountedCardFields;
};

const scripts = new Map<string, Promise<void>>();

/** Loads the provider's client script once per page (a failed load is tried again next time). */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(script);
    });
    loading.catch(() => scripts.delete(src));
    scripts.set(src, loading);
  }
  return loading;
}

const unavailable: CardFieldsResult = { error: { code: 'unavailable', message: '' } };

/**
 * Mounts the card fields into the element given `ref` once `config` is known and the element is near the viewport;
 * `tokenize()` asks the frame for a token. `failed` is true when the provider's script could not be loaded.
 */
export function useCardFields(config: CardFieldsConfig | undefined, testId: string, title: string) {
  // A callback ref: the container may appear after the hook's first render (a form shown once its data arrives).
  const [element, ref] = useState<HTMLDivElement | null>(null);
  const elementRef = useMemo(() => ({ current: element }), [element]);
  const fields = useRef<MountedCardFields | null>(null);
  const [failed, setFailed] = useState(false);
  const scriptUrl = config?.scriptUrl;
  const key = config?.publishableKey;
  const near = useNearViewport(elementRef);
  useEffect(() => {
    if (!scriptUrl || !key || !near || !element) return undefined;
    let live = true;
    loadScript(scriptUrl).then(
      () => {
        const Payments = (window as unknown as { Payments?: PaymentsClient }).Payments;
        if (!live || !Payments) return;
        fields.current = Payments(key).mountCardFields(element, { testId, title });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      fields.current?.destroy();
      fields.current = null;
    };
  }, [scriptUrl, key, near, element, testId, title]);
  const tokenize = useCallback(() => fields.current?.tokenize() ?? Promise.resolve(unavailable), []);
  return { ref, tokenize, failed };
}
