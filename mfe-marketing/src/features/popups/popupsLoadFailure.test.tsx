/** @jest-environment jest-fixed-jsdom */
// A popup is optional: when its code cannot be fetched (a lost connection, a deploy that removed the chunk), the
// failure is logged, nothing shows, the page around it keeps working, and the next page the shopper opens fetches it
// again. A module factory below runs when its module is required, the moment the browser would download its chunk,
// and throws when the test named it in `failNextLoad`. A module that loaded stays loaded for the rest of the file, so
// each test makes a module fail before any test has loaded it.
import { act, screen } from '@testing-library/react';
import {
  chunkLoadAttempts as attempts,
  failNextChunkLoad,
  mockRequireChunk,
  type FetchDouble,
} from '@storefront/testing';
import EmailPopup from '../../expose/EmailPopup';
import PushPrompt from '../../expose/PushPrompt';
import { readPopupState } from './popupStorage';
import {
  advance,
  popupPartArrives,
  renderWithSession,
  settle,
  useFakeClock,
  type SessionPageOptions,
} from '../../testing/marketingTestKit';

jest.mock('./EmailPopupWhenDue', () => mockRequireChunk(require.resolve('./EmailPopupWhenDue')));
jest.mock('./EmailPopupDialog', () => mockRequireChunk(require.resolve('./EmailPopupDialog')));
jest.mock('./PushPromptWhenDue', () => mockRequireChunk(require.resolve('./PushPromptWhenDue')));

let api: FetchDouble;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  useFakeClock();
  localStorage.clear();
  window.innerWidth = 1280;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api?.restore();
  consoleError.mockRestore();
  jest.useRealTimers();
  delete (window as { Notification?: unknown }).Notification;
});

function renderOnPage(popup: React.ReactElement, session?: SessionPageOptions['session']) {
  const rendered = renderWithSession(
    <>
      <p>The rest of the page</p>
      {popup}
    </>,
    { session },
  );
  api = rendered.api;
  return rendered;
}

const dialog = () => screen.queryByRole('dialog');
const pageIntact = () => expect(screen.getByText('The rest of the page')).toBeInTheDocument();

/** The dialog named `name` is not there `ms - 1` ms on, and is at `ms`. */
async function expectDialogAfter(ms: number, name: string) {
  await advance(ms - 1);
  expect(dialog()).not.toBeInTheDocument();
  await advance(1);
  await settle();
  expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
}

it('EmailPopup: its part fails to arrive: logged, nothing shows, no retry there; the next page fetches', async () => {
  failNextChunkLoad('EmailPopupWhenDue');
  const { router } = renderOnPage(<EmailPopup />);
  await settle();
  expect(consoleError).toHaveBeenCalledWith('[marketing] the email popup could not be loaded', expect.any(Error));
  pageIntact();
  await advance(10_000);
  expect(dialog()).not.toBeInTheDocument();
  expect(attempts('EmailPopupWhenDue')).toBe(1);

  consoleError.mockClear();
  await act(() => router.navigate('/collections/car-subwoofers'));
  await popupPartArrives(api);
  expect(attempts('EmailPopupWhenDue')).toBe(2);
  expect(consoleError).not.toHaveBeenCalled();
  pageIntact();
});

it('EmailPopup: its dialog fails to arrive when due: logged, nothing stored; the next page opens it', async () => {
  const { router } = renderOnPage(<EmailPopup />);
  await popupPartArrives(api);
  failNextChunkLoad('EmailPopupDialog');
  await advance(6000);
  await settle();
  expect(consoleError).toHaveBeenCalledWith('[marketing] the email popup could not be loaded', expect.any(Error));
  expect(dialog()).not.toBeInTheDocument();
  expect(readPopupState()).toBeNull();
  pageIntact();
  await advance(10_000);
  expect(attempts('EmailPopupDialog')).toBe(1);

  await act(() => router.navigate('/collections/car-subwoofers'));
  await settle();
  await expectDialogAfter(6000, 'Join our VIP list');
  expect(attempts('EmailPopupDialog')).toBe(2);
  pageIntact();
});

it('PushPrompt: its code fails to arrive when due: logged, nothing shows; the next page opens it', async () => {
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission: 'default', requestPermission: async () => 'granted' },
  });
  failNextChunkLoad('PushPromptWhenDue');
  const { router } = renderOnPage(<PushPrompt />, { user: { account_id: '100001', email: 'shopper@example.com' } });
  await settle();
  await advance(8000);
  await settle();
  expect(consoleError).toHaveBeenCalledWith('[marketing] the push prompt could not be loaded', expect.any(Error));
  expect(dialog()).not.toBeInTheDocument();
  expect(localStorage.getItem('push_remind_after')).toBeNull();
  pageIntact();
  await advance(10_000);
  expect(attempts('PushPromptWhenDue')).toBe(1);

  await act(() => router.navigate('/collections/car-subwoofers'));
  await expectDialogAfter(8000, 'Get deal alerts');
  expect(attempts('PushPromptWhenDue')).toBe(2);
  pageIntact();
});
