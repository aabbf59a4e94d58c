/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createElement as h } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useCardFields, type CardFieldsConfig, type CardFieldsResult } from './cardFields';

const CONFIG: CardFieldsConfig = { scriptUrl: 'http://pay.test/js/v1/payments.js', publishableKey: 'pk_test_x' };
let tokenize: () => Promise<CardFieldsResult>;

function Fields({ config }: { config?: CardFieldsConfig }) {
  const fields = useCardFields(config, 'test-card-frame', 'Card details');
  tokenize = fields.tokenize;
  return h('div', { ref: fields.ref, 'data-testid': 'test-card-fields' }, fields.failed ? 'failed' : null);
}

const scripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === CONFIG.scriptUrl);
const mounted: Array<{ key: string; element: HTMLElement }> = [];

beforeEach(() => {
  mounted.length = 0;
  document.head.innerHTML = '';
  (window as unknown as { Payments: unknown }).Payments = (key: string) => ({
    mountCardFields(element: HTMLElement) {
      mounted.push({ key, element });
      return {
        tokenize: () =>
          Promise.resolve({
            token: { id: 'tok_1', card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 } },
          }),
        destroy: () => undefined,
      };
    },
  });
});

it('mounts the provider fields into its container once the script has loaded, and tokenizes through them', async () => {
  render(h(Fields, { config: CONFIG }));
  // No IntersectionObserver here: the container counts as near at once.
  expect(scripts()).toHaveLength(1);
  expect(await tokenize()).toEqual({ error: { code: 'unavailable', message: '' } });
  await act(async () => {
    scripts()[0].onload?.(new Event('load'));
    await Promise.resolve();
  });
  expect(mounted).toEqual([{ key: 'pk_test_x', element: screen.getByTestId('test-card-fields') }]);
  expect(await tokenize()).toMatchObject({ token: { id: 'tok_1' } });
});

it('waits for its settings, and says so when the provider script cannot load', async () => {
  const { rerender } = render(h(Fields, {}));
  expect(scripts()).toHaveLength(0);
  rerender(h(Fields, { config: { ...CONFIG, scriptUrl: 'http://pay.test/broken.js' } }));
  const script = document.head.querySelector('script') as HTMLScriptElement;
  await act(async () => {
    script.onerror?.(new Event('error'));
    await Promise.resolve();
  });
  expect(screen.getByTestId('test-card-fields')).toHaveTextContent('failed');
});
