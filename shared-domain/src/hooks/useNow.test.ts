/** @jest-environment jsdom */
// A clock in a page the server rendered: it hydrates showing the server's render time (no mismatch), then reads the
// real time at once.
import { act, createElement as h } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RenderTimeContext, useNow } from './useNow';

function Clock() {
  return h('span', null, String(useNow(1000)));
}

const RENDERED_AT = 1_700_000_000_000;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => jest.restoreAllMocks());

it('hydrates with the render time, then shows the time of the page', async () => {
  const tree = h(RenderTimeContext.Provider, { value: RENDERED_AT }, h(Clock));
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  jest.spyOn(Date, 'now').mockReturnValue(RENDERED_AT + 5000);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toBe(String(RENDERED_AT + 5000));
});

it('a clock mounted later starts from the time of the page, not the render time', async () => {
  jest.spyOn(Date, 'now').mockReturnValue(RENDERED_AT + 9000);
  const container = document.createElement('div');
  await act(async () => {
    createRoot(container).render(h(RenderTimeContext.Provider, { value: RENDERED_AT }, h(Clock)));
  });
  expect(container.textContent).toBe(String(RENDERED_AT + 9000));
});
