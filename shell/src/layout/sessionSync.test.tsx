/** @jest-environment jest-fixed-jsdom */
// The session stays fresh while the store is open (spec 2 §4): the shell mounts useSessionSync once per
// page, which reads the session again when the tab becomes visible, when another tab signs in or out (the session
// BroadcastChannel), and on a timer when one is asked for.
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SESSION_CHANNEL, useSessionSync, type SessionSyncOptions } from '@storefront/shared-domain';
import { createTestStore, mockApi, type FetchDouble } from '@storefront/testing';

function Sync(options: SessionSyncOptions) {
  useSessionSync(options);
  return null;
}

let api: FetchDouble;
let signedIn = false;

beforeEach(() => {
  signedIn = false;
  api = mockApi((url) =>
    url.pathname === '/api/auth/session'
      ? { body: signedIn ? { user: { email: 'shopper@example.com', account_id: '100001' } } : {} }
      : undefined,
  );
});
afterEach(() => api.restore());

const sessionReads = () => api.callsTo('/api/auth/session').length;

function mount(options: SessionSyncOptions = {}) {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <Sync {...options} />
    </Provider>,
  );
  return store;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useSessionSync', () => {
  afterEach(() => setVisibility('visible'));

  it('reads the session again when the tab becomes visible, not when it is hidden', async () => {
    mount();
    await waitFor(() => expect(sessionReads()).toBe(1));
    act(() => setVisibility('hidden'));
    await new Promise((r) => setTimeout(r, 20));
    expect(sessionReads()).toBe(1);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(sessionReads()).toBe(2));
  });

  it('follows a sign-in in another tab (a message on the session channel)', async () => {
    const store = mount();
    await waitFor(() => expect(store.getState().session.status).toBe('unauthenticated'));
    signedIn = true;
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ type: 'session-changed', at: Date.now() });
    otherTab.close();
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(store.getState().session.user?.email).toBe('shopper@example.com');
  });

  it('reads on a timer only when one is asked for', async () => {
    jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    mount({ refetchIntervalMs: 50 });
    await waitFor(() => expect(sessionReads()).toBeGreaterThanOrEqual(3), { timeout: 2000 });
  });

  it('without a timer, reads once', async () => {
    mount();
    await waitFor(() => expect(sessionReads()).toBe(1));
    await new Promise((r) => setTimeout(r, 150));
    expect(sessionReads()).toBe(1);
  });
});
