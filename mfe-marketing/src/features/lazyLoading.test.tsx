/** @jest-environment jest-fixed-jsdom */
// The exposed FooterSignup, EmailPopup and PushPrompt load on every page, so their heavy parts (the forms
// with react-hook-form + zod, the popups' rules and dialogs) are chunks of their own, fetched only when needed. A
// module factory below runs the moment its module is first required, which is the moment the browser would download
// its chunk; had an exposed module imported it statically, it would run as soon as this file imports the exposed
// module. A module loads once per test file and the log is never reset, so the tests that expect nothing fetched come
// before the ones that fetch.
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  DrivenObserver,
  loadedChunks as loaded,
  mockApi,
  mockRequireChunk,
  renderRemote,
  type FetchDouble,
} from '@storefront/testing';
import { sessionReceived } from '@storefront/shared-domain';
import FooterSignup from '../expose/FooterSignup';
import EmailPopup from '../expose/EmailPopup';
import PushPrompt from '../expose/PushPrompt';
import { writePopupState, writePushRemindAfter } from './popups/rememberPopupAnswers';
import {
  advance,
  popupPartArrives,
  renderWithSession,
  settle,
  useFakeClock,
  type SessionPageOptions,
} from '../testing/marketingTestKit';

jest.mock('./footer-signup/FooterSignupForm', () =>
  mockRequireChunk(require.resolve('./footer-signup/FooterSignupForm')),
);
jest.mock('./popups/EmailPopupWhenDue', () => mockRequireChunk(require.resolve('./popups/EmailPopupWhenDue')));
jest.mock('./popups/PushPromptWhenDue', () => mockRequireChunk(require.resolve('./popups/PushPromptWhenDue')));
jest.mock('./popups/EmailPopupDialog', () => mockRequireChunk(require.resolve('./popups/EmailPopupDialog')));
jest.mock('./popups/PushPromptDialog', () => mockRequireChunk(require.resolve('./popups/PushPromptDialog')));

let api: FetchDouble;
const observerOfSetup = window.IntersectionObserver;
beforeEach(() => {
  DrivenObserver.all = [];
  window.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
  localStorage.clear();
  window.innerWidth = 1280;
});
afterEach(() => {
  api?.restore();
  window.IntersectionObserver = observerOfSetup;
  jest.useRealTimers();
  delete (window as { Notification?: unknown }).Notification;
});

function renderFooterSignup() {
  api = mockApi(() => ({ body: { status: 'success' } }));
  const rendered = renderRemote(<FooterSignup />);
  act(() => {
    rendered.store.dispatch(sessionReceived({}));
  });
  return rendered;
}

describe('FooterSignup loads its form lazily', () => {
  it('shows the static form first, and loads the real one when the footer is in view (600 px ahead once scrolling)', async () => {
    renderFooterSignup();
    const placeholder = screen.getByTestId('marketing-footer-signup-placeholder');
    expect(within(placeholder).getByLabelText('Yes, send me marketing emails')).toBeInTheDocument();
    expect(within(placeholder).getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await settle();
    expect(loaded()).not.toContain('FooterSignupForm');
    // On arrival: only a footer actually in view; after the first scroll: 600 px ahead.
    expect(DrivenObserver.all.map((o) => o.options.rootMargin)).toEqual(['0px']);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(DrivenObserver.all.map((o) => o.options.rootMargin)).toEqual(['0px', '600px 0px']);
    expect(DrivenObserver.all[1]?.observed).toEqual([screen.getByTestId('marketing-footer-signup')]);
    expect(loaded()).not.toContain('FooterSignupForm');

    act(() => DrivenObserver.enter());
    expect(await screen.findByTestId('marketing-footer-signup-form')).toBeInTheDocument();
    expect(screen.queryByTestId('marketing-footer-signup-placeholder')).not.toBeInTheDocument();
    expect(loaded()).toContain('FooterSignupForm');
  });

  it('loads on the first focus inside it, and keeps what was typed before the form arrived, focus included', async () => {
    renderFooterSignup();
    await settle();
    const phone = within(screen.getByTestId('marketing-footer-signup-placeholder')).getByTestId(
      'marketing-footer-signup-phone',
    );
    act(() => phone.focus());
    // Typed in the stand-in while the form's chunk is on its way.
    fireEvent.change(phone, { target: { value: '8135550100' } });
    (phone as HTMLInputElement).setSelectionRange(3, 3);

    const form = await screen.findByTestId('marketing-footer-signup-form');
    const realPhone = within(form).getByTestId('marketing-footer-signup-phone') as HTMLInputElement;
    expect(realPhone).not.toBe(phone);
    expect(realPhone).toHaveValue('8135550100');
    expect(realPhone).toHaveFocus();
    expect([realPhone.selectionStart, realPhone.selectionEnd]).toEqual([3, 3]);
  });

  it('loads on the first press inside it; a consent checked in the static form stays checked and enables Sign Up', async () => {
    renderFooterSignup();
    await settle();
    const placeholder = screen.getByTestId('marketing-footer-signup-placeholder');
    const consent = within(placeholder).getByTestId('marketing-footer-signup-sms-consent');
    fireEvent.pointerDown(consent);
    fireEvent.click(consent);

    const form = await screen.findByTestId('marketing-footer-signup-form');
    expect(within(form).getByTestId('marketing-footer-signup-sms-consent')).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    fireEvent.change(within(form).getByTestId('marketing-footer-signup-phone'), { target: { value: '8135550100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByTestId('marketing-footer-signup-thank-you')).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({
      email_consent: false,
      phone: '8135550100',
      sms_consent: true,
      form_type: 'desktop',
    });
  });
});

/** The popups on a page whose session has arrived, once the first requests have settled. */
async function renderPopups(element: React.ReactElement, session?: SessionPageOptions['session']) {
  const rendered = renderWithSession(element, { session });
  api = rendered.api;
  await settle();
  return rendered;
}

const POPUP_CODE = ['EmailPopupWhenDue', 'EmailPopupDialog', 'PushPromptWhenDue', 'PushPromptDialog'];
const signedIn = { user: { account_id: '100001', email: 'shopper@example.com' } };
const askablePermission = () =>
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission: 'default', requestPermission: async () => 'granted' },
  });

describe('a shopper who has answered the popups fetches none of their code', () => {
  beforeEach(() => useFakeClock());

  it('answered both, as the page-weight bench has: nothing at once, after the delays, on the next page', async () => {
    askablePermission();
    // bench/web/measure.mjs and the e2e fixtures store exactly these.
    localStorage.setItem('sa_popup', JSON.stringify({ value: 'subscribed', expiresAt: null }));
    localStorage.setItem('push_remind_after', new Date(Date.now() + 365 * 864e5).toISOString());
    const { router, container } = await renderPopups(
      <>
        <EmailPopup />
        <PushPrompt />
      </>,
    );
    await advance(10_000);
    await act(() => router.navigate('/collections/car-subwoofers'));
    await advance(10_000);
    expect(container).toBeEmptyDOMElement();
    expect(loaded().filter((name) => POPUP_CODE.includes(name))).toEqual([]);
  });

  it.each([
    ['subscribed', () => writePopupState('subscribed')],
    ['closed in the last 3 days', () => writePopupState('closed')],
  ])('EmailPopup: sa_popup says %s', async (_label, remember) => {
    remember();
    const { container } = await renderPopups(<EmailPopup />);
    await advance(10_000);
    expect(container).toBeEmptyDOMElement();
    expect(loaded().filter((name) => POPUP_CODE.includes(name))).toEqual([]);
  });

  it.each([
    ['answered it in the last 2 days', () => writePushRemindAfter()],
    ['granted notifications', () => ((window.Notification as { permission: string }).permission = 'granted')],
    ['denied notifications', () => ((window.Notification as { permission: string }).permission = 'denied')],
    ['has a browser without notifications', () => delete (window as { Notification?: unknown }).Notification],
  ])('PushPrompt: the shopper %s', async (_label, answer) => {
    askablePermission();
    answer();
    const { container } = await renderPopups(<PushPrompt />, signedIn);
    await advance(10_000);
    expect(container).toBeEmptyDOMElement();
    expect(loaded().filter((name) => POPUP_CODE.includes(name))).toEqual([]);
  });
});

describe('the popups load their code only when they can be due', () => {
  beforeEach(() => useFakeClock());

  it('EmailPopup: its wait comes at once for a shopper who has not answered, the dialog after 6000 ms', async () => {
    await renderPopups(<EmailPopup />);
    expect(loaded()).toContain('EmailPopupWhenDue');
    await popupPartArrives(api);
    await advance(5999);
    expect(loaded()).not.toContain('EmailPopupDialog');
    await advance(1);
    expect(screen.getByRole('dialog', { name: 'Join our VIP list' })).toBeInTheDocument();
    expect(loaded()).toContain('EmailPopupDialog');
  });

  it('PushPrompt: nothing is fetched before the delay is up; then its decision and dialog are', async () => {
    askablePermission();
    await renderPopups(<PushPrompt />, signedIn);
    await advance(7999);
    expect(loaded()).not.toContain('PushPromptWhenDue');
    expect(loaded()).not.toContain('PushPromptDialog');
    await advance(1);
    expect(screen.getByRole('dialog', { name: 'Get deal alerts' })).toBeInTheDocument();
    expect(loaded()).toContain('PushPromptWhenDue');
    expect(loaded()).toContain('PushPromptDialog');
  });
});
