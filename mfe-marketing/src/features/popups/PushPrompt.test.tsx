/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote, type FetchDouble, type RouteHandler } from '@storefront/testing';
import { openMobileNav, sessionReceived } from '@storefront/shared-domain';
import PushPrompt from '../../expose/PushPrompt';
import { base64Url } from './pushSubscription';
import { writePopupState } from './rememberPopupAnswers';
import {
  advance,
  mockMarketingApi,
  renderWithSession,
  saleFixture,
  settle,
  useFakeClock,
} from '../../testing/marketingTestKit';

let api: FetchDouble;
let errorSpy: jest.SpyInstance;
const DAY = 24 * 3_600_000;
const SIGNED_IN = { user: { account_id: '100001', email: 'shopper@example.com' } };
const VAPID = 'BAECA_r7';

interface PushWorld {
  permission: NotificationPermission;
  requestPermission: jest.Mock;
  register: jest.Mock;
  subscribe: jest.Mock;
}

function installPush({
  serviceWorker = true,
  pushManager = true,
  permission = 'default' as NotificationPermission,
} = {}): PushWorld {
  const subscribe = jest.fn(async () => ({
    endpoint: 'https://push.example.com/send/abc',
    getKey: (name: string) => new Uint8Array(name === 'p256dh' ? [251, 255, 1] : [1, 2, 3, 4]).buffer,
  }));
  const register = jest.fn(async () => ({ pushManager: { subscribe } }));
  const requestPermission = jest.fn(async () => 'granted' as NotificationPermission);
  const world: PushWorld = { permission, requestPermission, register, subscribe };
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return world.permission;
      },
      requestPermission,
    },
  });
  if (serviceWorker) {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  } else {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  }
  if (pushManager)
    Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  else delete (window as { PushManager?: unknown }).PushManager;
  return world;
}

beforeEach(() => {
  useFakeClock();
  localStorage.clear();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api?.restore();
  errorSpy.mockRestore();
  jest.useRealTimers();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
});

async function renderPrompt({
  session = SIGNED_IN as Parameters<typeof sessionReceived>[0],
  sales = [saleFixture()] as unknown[],
  url = '/',
  delayMs,
}: { session?: Parameters<typeof sessionReceived>[0]; sales?: unknown[]; url?: string; delayMs?: number } = {}) {
  const handler: RouteHandler = (u) => {
    if (u.pathname === '/api/marketing/push/vapid-public-key') return { body: { publicKey: VAPID } };
    if (u.pathname === '/api/marketing/push/subscriber/add') return { body: { status: 'success' } };
    return undefined;
  };
  const rendered = renderWithSession(<PushPrompt delayMs={delayMs} />, { url, sales, session, handler });
  api = rendered.api;
  await settle();
  return rendered;
}

const prompt = () => screen.queryByRole('dialog');

describe('PushPrompt: when it opens', () => {
  it('opens after 8000 ms, not before, with Allow and Cancel', async () => {
    installPush();
    await renderPrompt();
    await advance(7999);
    expect(prompt()).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByTestId('marketing-push-prompt')).toHaveAttribute('data-boundary', 'marketing');
    expect(screen.getByRole('button', { name: 'Allow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('honours a configured delay', async () => {
    installPush();
    await renderPrompt({ delayMs: 2000 });
    await advance(2000);
    expect(prompt()).toBeInTheDocument();
  });

  it.each(['granted', 'denied'] as NotificationPermission[])(
    'does not open when permission is %s',
    async (permission) => {
      installPush({ permission });
      await renderPrompt();
      await advance(9000);
      expect(prompt()).not.toBeInTheDocument();
    },
  );

  it('does not open while the mobile nav shows', async () => {
    installPush();
    const { store } = await renderPrompt();
    act(() => {
      store.dispatch(openMobileNav());
    });
    await advance(9000);
    expect(prompt()).not.toBeInTheDocument();
  });

  it('does not open when the sale switches it off', async () => {
    installPush();
    await renderPrompt({ sales: [saleFixture({}, { showPushNotificationPopup: false })] });
    await advance(9000);
    expect(prompt()).not.toBeInTheDocument();
  });

  it('is suppressed while the email popup is due, and opens once it was closed or on an excluded page', async () => {
    installPush();
    const guest = await renderPrompt({ session: {} });
    await advance(9000);
    expect(prompt()).not.toBeInTheDocument();
    guest.unmount();
    api.restore();

    writePopupState('closed');
    const closed = await renderPrompt({ session: {} });
    await advance(8000);
    expect(prompt()).toBeInTheDocument();
    closed.unmount();
    api.restore();

    localStorage.clear();
    await renderPrompt({ session: {}, url: '/account' });
    await advance(8000);
    expect(prompt()).toBeInTheDocument();
  });

  it('waits for the session', async () => {
    installPush();
    api = mockMarketingApi([saleFixture()]);
    renderRemote(<PushPrompt />);
    await settle();
    await advance(9000);
    expect(prompt()).not.toBeInTheDocument();
  });
});

describe('PushPrompt: answers', () => {
  it.each([
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])('%s closes it and stores push_remind_after 2 days ahead; it opens again only after that', async (_l, answer) => {
    const push = installPush();
    const first = await renderPrompt();
    await advance(8000);
    act(() => answer());
    expect(prompt()).not.toBeInTheDocument();
    const remind = localStorage.getItem('push_remind_after');
    expect(new Date(remind!).getTime() - Date.now()).toBe(2 * DAY);
    expect(push.requestPermission).not.toHaveBeenCalled();
    first.unmount();
    api.restore();

    jest.setSystemTime(Date.now() + 2 * DAY - 10_000);
    const second = await renderPrompt();
    await advance(8000);
    expect(prompt()).not.toBeInTheDocument();
    second.unmount();
    api.restore();

    await renderPrompt();
    await advance(8000);
    expect(prompt()).toBeInTheDocument();
  });

  it('Allow asks permission, registers /sw-push.js, subscribes with the VAPID key and posts the subscription', async () => {
    const push = installPush();
    await renderPrompt();
    await advance(8000);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(localStorage.getItem('push_remind_after')).not.toBeNull();
    await settle();
    expect(push.requestPermission).toHaveBeenCalled();
    expect(push.register).toHaveBeenCalledWith('/sw-push.js', { scope: '/' });
    const options = push.subscribe.mock.calls[0][0] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array };
    expect(options.userVisibleOnly).toBe(true);
    expect(base64Url(options.applicationServerKey.buffer as ArrayBuffer)).toBe(VAPID);
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/marketing/push/subscriber/add',
        body: { endpoint: 'https://push.example.com/send/abc', p256dh: '-_8B', auth: 'AQIDBA' },
      },
    ]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('stops quietly when permission is refused', async () => {
    const push = installPush();
    push.requestPermission.mockResolvedValue('denied');
    await renderPrompt();
    await advance(8000);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await settle();
    expect(push.register).not.toHaveBeenCalled();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it.each([
    ['Service workers are not supported by this browser', { serviceWorker: false }],
    ['Push notifications are not supported by this browser', { pushManager: false }],
  ])("logs '%s' and shows nothing", async (message, support) => {
    installPush(support);
    await renderPrompt();
    await advance(8000);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await settle();
    expect(errorSpy).toHaveBeenCalledWith(message);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("logs 'Service worker registration failed' when the worker does not register", async () => {
    const push = installPush();
    push.register.mockRejectedValue(new Error('404'));
    await renderPrompt();
    await advance(8000);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await settle();
    expect(errorSpy).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
    expect(push.subscribe).not.toHaveBeenCalled();
  });
});
