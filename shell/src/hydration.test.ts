// Reading a server render's state, and what hydration reports: a region the server left to the browser is expected,
// anything else is an error as React reports it.
import { SSR_STATE_ELEMENT_ID } from '@storefront/shared-domain';
import { CLIENT_REGION_DIGEST, readServerRenderState, reportRecoverableError } from './hydration';

function documentWith(stateText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (stateText !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SSR_STATE_ELEMENT_ID;
    script.textContent = stateText;
    doc.body.append(script);
  }
  return doc;
}

const GOOD = {
  api: { queries: {}, mutations: {}, provided: {} },
  regions: [{ area: 'product', module: './ProductPage' }],
  renderedAt: 5,
};

describe('readServerRenderState', () => {
  it('reads the state the server wrote', () => {
    expect(readServerRenderState(documentWith(JSON.stringify(GOOD)))).toEqual(GOOD);
  });

  it.each([
    ['no state script', null],
    ['broken JSON', '{"api":'],
    ['no queries', JSON.stringify({ ...GOOD, api: {} })],
    ['an unknown area', JSON.stringify({ ...GOOD, regions: [{ area: 'basket', module: './X' }] })],
    ['a render time that is not a number', JSON.stringify({ ...GOOD, renderedAt: 'soon' })],
  ])('gives null for %s (the page then renders in the browser)', (_case, text) => {
    expect(readServerRenderState(documentWith(text))).toBeNull();
  });
});

describe('reportRecoverableError', () => {
  afterEach(() => jest.restoreAllMocks());

  it('notes a region the server left to the browser without an error', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reportRecoverableError(Object.assign(new Error('server render failed'), { digest: CLIENT_REGION_DIGEST }));
    expect(info).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('reports anything else (a hydration mismatch) as an error', () => {
    const reported = jest.fn();
    const original = (globalThis as { reportError?: unknown }).reportError;
    (globalThis as { reportError?: unknown }).reportError = reported;
    try {
      const mismatch = new Error('Hydration failed');
      reportRecoverableError(mismatch);
      expect(reported).toHaveBeenCalledWith(mismatch);
    } finally {
      (globalThis as { reportError?: unknown }).reportError = original;
    }
  });
});
