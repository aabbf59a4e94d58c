// The payment provider's client script as a remote's page sees it, for tests of forms with card fields: loading it
// (jsdom fetches no scripts, so it "loads" as soon as it is added) defines window.Payments, whose card fields mount a
// frame with the given test id and answer each tokenize() with the next queued result, else a fresh test token. The
// fields' container (test id ending in `card-fields`) is reported in view, so they mount.
import type { CardFieldsResult } from '@storefront/shared-domain';

export const CARD_FIELDS_CONFIG = {
  scriptUrl: 'http://pay.test/js/v1/payments.js',
  publishableKey: 'pk_test_0123456789abcdef',
} as const;

export interface CardFieldsDouble {
  /** Answers of the next tokenize() calls, in order. */
  results: CardFieldsResult[];
  tokenized: number;
  /** The publishable key of each mount. */
  mountedWith: string[];
  restore(): void;
}

let tokenSeq = 0;

export function installCardFieldsDouble(last4 = '4242'): CardFieldsDouble {
  const double: CardFieldsDouble = { results: [], tokenized: 0, mountedWith: [], restore: () => undefined };
  (window as unknown as { Payments: unknown }).Payments = (key: string) => ({
    mountCardFields(element: HTMLElement, options: { testId?: string }) {
      double.mountedWith.push(key);
      const frame = element.appendChild(document.createElement('iframe'));
      if (options.testId) frame.setAttribute('data-testid', options.testId);
      return {
        tokenize: () => {
          double.tokenized += 1;
          const card = { brand: 'visa', last4, exp_month: 12, exp_year: 2030 };
          return Promise.resolve(
            double.results.shift() ?? { token: { id: `tok_test_${(tokenSeq += 1)}_${last4}`, card } },
          );
        },
        destroy: () => frame.remove(),
      };
    },
  });
  // The fields mount once near the viewport: their container is reported in view (any other element never is, as with
  // the setup's stand-in observer).
  const observerOfSetup = window.IntersectionObserver;
  window.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      if (!target.matches('[data-testid$="card-fields"]')) return;
      setTimeout(() => this.callback([{ target, isIntersecting: true }] as never, this as never), 0);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  const head = document.head;
  const append = head.appendChild.bind(head);
  head.appendChild = <T extends Node>(node: T): T => {
    append(node);
    if (node instanceof HTMLScriptElement) setTimeout(() => node.onload?.(new Event('load')), 0);
    return node;
  };
  double.restore = () => {
    head.appendChild = append;
    window.IntersectionObserver = observerOfSetup;
    delete (window as unknown as { Payments?: unknown }).Payments;
  };
  return double;
}
