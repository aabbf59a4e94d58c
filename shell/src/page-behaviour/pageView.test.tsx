/** @jest-environment jest-fixed-jsdom */
// The page_view of spec 2 §7 in the composed shell: a signed-in shopper's first one carries the customer data, so it
// waits for the session read; a failed read (spec 2 §8) counts as no customer. One page view per path.
import { act, screen, waitFor } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { BUS_GLOBAL_KEY, TRACKING_EVENTS_PATH, type TrackingEventBody } from '@storefront/shared-domain';
import { App } from '../App';
import { jsonResponse, renderShell } from '../test/fakes';

const realFetch = globalThis.fetch;
const SHOPPER = {
  account_id: '100001',
  email: 'shopper@example.com',
  primary_phone: '5550100',
  address: { city: 'Austin', state_code: 'TX', zip_code: '73301', country_code: 'US' },
};

let sent: TrackingEventBody[];
let answerSession: (response: Response) => void;

beforeEach(() => {
  sent = [];
  const session = new Promise<Response>((resolve) => (answerSession = resolve));
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shell.test');
    if (url.pathname === '/api/auth/session') return (await session).clone();
    if (url.pathname === TRACKING_EVENTS_PATH) sent.push(JSON.parse(String(init?.body)) as TrackingEventBody);
    return jsonResponse({});
  }) as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

const pageViews = () => sent.filter((event) => event.name === 'page_view');

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

async function renderApp() {
  renderShell(
    <>
      <App />
      <Navigator />
    </>,
  );
  await screen.findByTestId('remote:catalog/./HomePage');
  // Time for a page view that would not wait for the session.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('page_view', () => {
  it("waits for the session, so a signed-in shopper's first page view carries the customer data", async () => {
    await renderApp();
    expect(pageViews()).toEqual([]);
    act(() => answerSession(jsonResponse({ user: SHOPPER })));
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0].customer).toEqual({
      email: 'shopper@example.com',
      phone: '5550100',
      city: 'Austin',
      state_code: 'TX',
      zip_code: '73301',
      country_code: 'US',
    });
  });

  it('is sent without customer data when the session read fails, and once per new path', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderApp();
    act(() => answerSession(jsonResponse({ error: 'down' }, 500)));
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0].customer).toBeUndefined();
    act(() => navigate('/collections/car-subwoofers'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    act(() => navigate('/collections/car-subwoofers?page=2'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(pageViews()).toHaveLength(2);
  });
});
