// Driving a fit tool's page in a test: rendering it at its address against an API double, typing into its fields and
// picking in its selects, the same way for the box design calculator and the wiring planner.
import { restoreApiAndBusAfterEach } from '@storefront/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { mockFetch, renderRemote, type FetchDouble, type RouteHandler } from '../features/test-utils';

/**
 * The render function of one fit tool's test file: it renders `page` at `path` (and a query), the API answered by a
 * handler (`defaultHandler` unless given), and resolves with the render and its API double once `ready` has found the
 * page's first outputs. Each test's API double and bus are put back after it.
 */
export function fitToolRenderer(
  page: ReactElement,
  path: string,
  { defaultHandler, ready }: { defaultHandler: RouteHandler; ready: () => Promise<unknown> },
) {
  let api: FetchDouble | undefined;
  restoreApiAndBusAfterEach(() => api);
  return async (handler: RouteHandler = defaultHandler, query = '') => {
    api = mockFetch(handler);
    const rendered = renderRemote(page, { url: `${path}${query}`, route: path });
    await ready();
    return { ...rendered, api };
  };
}

/** Types `value` into the field `testId` (a select takes it as its choice). */
export const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Picks `value` in the select `testId` and waits until the select shows it. */
export async function pick(testId: string, value: string) {
  type(testId, value);
  await waitFor(() => expect(screen.getByTestId(testId)).toHaveValue(value));
}

/** Each field (by test id) shows its value. */
export function expectValues(shown: Record<string, string>) {
  for (const [testId, value] of Object.entries(shown)) expect(screen.getByTestId(testId)).toHaveValue(value);
}
