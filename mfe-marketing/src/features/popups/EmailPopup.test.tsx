/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote, type FetchDouble, type RouteHandler } from '@storefront/testing';
import { emit, openMobileNav, openSidebar, selectSidebarOpen, sessionReceived } from '@storefront/shared-domain';
import EmailPopup from '../../expose/EmailPopup';
import { EMAIL_POPUP_TEXTS } from './EmailPopupDialog';
import { readPopupState } from './popupStorage';
import { writePopupState } from './rememberPopupAnswers';
import { VEHICLE_FINDER_IDLE_MS } from './useVehicleFinderIdle';
import {
  advance,
  mockMarketingApi,
  popupPartArrives,
  renderWithSession,
  saleFixture,
  settle,
  useFakeClock,
} from '../../testing/marketingTestKit';

let api: FetchDouble;
beforeEach(() => {
  useFakeClock();
  localStorage.clear();
  window.innerWidth = 1280;
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const DAY = 24 * 3_600_000;

/** The catalog's vehicle finder as the page shows it (mfe-catalog VehicleSelects), beside an unrelated search box. */
function PageWithFinder() {
  return (
    <>
      <div data-testid="catalog-vehicle-selects">
        <select aria-label="Select Year" defaultValue="">
          <option value="">Select Year</option>
          <option value="2020">2020</option>
        </select>
      </div>
      <input aria-label="Search" />
      <EmailPopup />
    </>
  );
}

async function renderPopup({
  url = '/',
  sales = [saleFixture()] as unknown[],
  session = {} as Parameters<typeof sessionReceived>[0],
  handler = (() => undefined) as RouteHandler,
  withFinder = false,
} = {}) {
  const rendered = renderWithSession(withFinder ? <PageWithFinder /> : <EmailPopup />, {
    url,
    sales,
    session,
    handler,
  });
  api = rendered.api;
  // A shopper who answered gets no part to wait for.
  if (readPopupState() === null) await popupPartArrives(api);
  else await settle();
  return rendered;
}

const dialog = () => screen.queryByRole('dialog');

/** The dialog is not there `ms - 1` ms on, and is at `ms`. */
async function expectOpensAfter(ms: number) {
  await advance(ms - 1);
  expect(dialog()).not.toBeInTheDocument();
  await advance(1);
  expect(dialog()).toBeInTheDocument();
}

describe('EmailPopup: when it opens', () => {
  it('opens 6000 ms after the page is ready, not before, and closes the cart sidebar', async () => {
    const { store } = await renderPopup();
    act(() => {
      store.dispatch(openSidebar());
    });
    await expectOpensAfter(6000);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('dialog', { name: EMAIL_POPUP_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(EMAIL_POPUP_TEXTS.offer)).toBeInTheDocument();
    expect(screen.getByTestId('marketing-email-popup')).toHaveAttribute('data-boundary', 'marketing');
    expect(selectSidebarOpen(store.getState())).toBe(false);
    expect(screen.getByTestId('marketing-email-popup-email')).toHaveFocus();
  });

  it('waits while the session loads', async () => {
    api = mockMarketingApi([saleFixture()]);
    renderRemote(<EmailPopup />);
    await settle();
    await advance(10_000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it.each([
    ['a signed-in account', { session: { user: { account_id: '100001', email: 'shopper@example.com' } } }],
    ['a user with email consent', { session: { user: { account_id: '', email: 'x@example.com', email_consent: 1 } } }],
    ['/account', { url: '/account' }],
    ['/checkout/v3', { url: '/checkout/v3' }],
    ['/pages/contact-us', { url: '/pages/contact-us' }],
    ['/search', { url: '/search/products?q=amp' }],
    ['a sale that switches the popup off', { sales: [saleFixture({}, { showEmailSubscriberPopup: false })] }],
  ])('does not open for %s', async (_label, options) => {
    await renderPopup(options as Parameters<typeof renderPopup>[0]);
    await advance(7000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens without an active sale', async () => {
    await renderPopup({ sales: [] });
    await advance(6000);
    expect(dialog()).toBeInTheDocument();
  });

  it('does not open while the mobile nav shows', async () => {
    const { store } = await renderPopup();
    act(() => {
      store.dispatch(openMobileNav());
    });
    await advance(7000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('leaving to /account cancels a pending open; coming back starts the wait again', async () => {
    const { router } = await renderPopup();
    await advance(4000);
    await act(() => router.navigate('/account/orders'));
    await advance(4000);
    expect(dialog()).not.toBeInTheDocument();
    await act(() => router.navigate('/collections/car-subwoofers'));
    await expectOpensAfter(6000);
  });

  it("stays closed for 3 days after 'closed', then opens again; never after 'subscribed'", async () => {
    writePopupState('closed');
    const first = await renderPopup();
    await advance(7000);
    expect(dialog()).not.toBeInTheDocument();
    first.unmount();
    api.restore();

    jest.setSystemTime(Date.now() + 3 * DAY);
    expect(readPopupState()).toBeNull();
    const second = await renderPopup();
    await advance(6000);
    expect(dialog()).toBeInTheDocument();
    second.unmount();
    api.restore();

    writePopupState('subscribed');
    jest.setSystemTime(Date.now() + 365 * DAY);
    await renderPopup();
    await advance(7000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('treats a garbled sa_popup entry as no state', async () => {
    localStorage.setItem('sa_popup', 'closed');
    expect(readPopupState()).toBeNull();
    localStorage.setItem('sa_popup', '{"value":"closed","expiresAt":"nonsense"}');
    expect(readPopupState()).toBeNull();
  });
});

describe('EmailPopup: the vehicle finder', () => {
  const yearSelect = () => screen.getByRole('combobox', { name: 'Select Year' });
  /** The shopper picks a year and moves on (focus leaves the finder). */
  const pickYear = () => {
    act(() => yearSelect().focus());
    fireEvent.change(yearSelect(), { target: { value: '2020' } });
    act(() => yearSelect().blur());
  };

  it('does not open while the finder is in use; opens once it has been idle 10 s', async () => {
    await renderPopup({ withFinder: true });
    await advance(4000);
    pickYear();
    await advance(2000);
    expect(dialog()).not.toBeInTheDocument(); // the 6000 ms wait is over, the finder was touched 2 s ago
    await expectOpensAfter(VEHICLE_FINDER_IDLE_MS - 2000);
  });

  it('waits as long as a finder field holds the focus, then 10 s after it leaves', async () => {
    await renderPopup({ withFinder: true });
    act(() => yearSelect().focus());
    await advance(60_000);
    expect(dialog()).not.toBeInTheDocument();
    act(() => yearSelect().blur());
    await expectOpensAfter(VEHICLE_FINDER_IDLE_MS);
  });

  it("counts the finder's vehicle:selected on the bus as use", async () => {
    await renderPopup({ withFinder: true });
    await advance(5000);
    act(() => emit('vehicle:selected', { year: 2020, make: 'Ford', model: 'F-150' }));
    await expectOpensAfter(VEHICLE_FINDER_IDLE_MS);
  });

  it('is not held by use of the page outside the finder', async () => {
    await renderPopup({ withFinder: true });
    await advance(5000);
    const search = screen.getByRole('textbox', { name: 'Search' });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'amp' } });
    await advance(1000);
    expect(dialog()).toBeInTheDocument();
  });
});

describe('EmailPopup: closing', () => {
  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['a backdrop click', () => fireEvent.click(screen.getByTestId('marketing-email-popup-backdrop'))],
  ])('%s closes it and stores closed for 3 days', async (_label, close) => {
    await renderPopup();
    await advance(6000);
    act(() => close());
    expect(dialog()).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('sa_popup') ?? '{}');
    expect(stored.value).toBe('closed');
    expect(new Date(stored.expiresAt).getTime() - Date.now()).toBe(3 * DAY);
  });
});

async function openPopup(handler: RouteHandler, width = 1280) {
  window.innerWidth = width;
  await renderPopup({ handler });
  await advance(6000);
}

function typeEmail(value: string) {
  const input = screen.getByTestId('marketing-email-popup-email');
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const submit = () => screen.getByTestId('marketing-email-popup-submit');

/** Types into the email field and leaves it, letting the validation show. */
async function enterEmail(value: string) {
  typeEmail(value);
  await settle(2);
}

/** Types an email and submits it, letting the service's answers arrive. */
async function submitEmail(value = 'kim@example.com') {
  typeEmail(value);
  fireEvent.click(submit());
  await settle();
}

describe('EmailPopup: validation', () => {
  it('desktop: required and the shared validator, submit disabled until valid', async () => {
    await openPopup(() => undefined);
    expect(submit()).toBeDisabled();
    await enterEmail('');
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    await enterEmail('kim@nowhere');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await enterEmail('kim@example.com');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('mobile: its own required text and the 2-4 letter top-level domain pattern', async () => {
    await openPopup(() => undefined, 375);
    await enterEmail('');
    expect(screen.getByText('Your email address is required')).toBeInTheDocument();
    await enterEmail('kim@example.museum');
    expect(screen.getByText('invalid email address')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await enterEmail('kim@example.com');
    expect(submit()).toBeEnabled();
  });
});

describe('EmailPopup: submitting', () => {
  const CHECK = '/api/marketing/check-consent-for-user-email';
  const UPDATE = '/api/marketing/update-subscriber';
  /** The service's answers: the check's, then `update` (or a JSON 404) for update-subscriber. */
  const answering =
    (consent: { member: boolean; email_consent: boolean }, update: { status?: number; body: unknown } | null = null) =>
    (url: URL) => {
      if (url.pathname === CHECK) return { body: { ...consent, email: 'kim@example.com' } };
      if (url.pathname === UPDATE) return update ?? undefined;
      return undefined;
    };
  const posts = () => api.requests.filter((r) => r.method === 'POST');

  /** "You're already a member!" shows at once; the popup is marked subscribed and closes after 1500 ms. */
  async function expectMemberMessageThenSubscribed() {
    expect(screen.getByText("You're already a member!")).toBeInTheDocument();
    await advance(1499);
    expect(dialog()).toBeInTheDocument();
    expect(readPopupState()).toBeNull();
    await advance(1);
    expect(dialog()).not.toBeInTheDocument();
    expect(readPopupState()).toBe('subscribed');
  }

  it('a consenting member sees "You\'re already a member!" and is marked subscribed after 1500 ms', async () => {
    await openPopup(answering({ member: true, email_consent: true }));
    await submitEmail(' Kim@Example.com ');
    expect(posts()).toEqual([{ method: 'POST', path: CHECK, body: { email: 'kim@example.com' } }]);
    await expectMemberMessageThenSubscribed();
  });

  // An opted-out subscriber, or one whose consent the check does not tell (spec 2 §4 'Exists without active consent').
  it('a subscriber without active consent is updated, then sees "You\'re already a member!" for 1500 ms', async () => {
    await openPopup(answering({ member: true, email_consent: false }, { body: { status: 'success' } }), 375);
    await submitEmail();
    expect(posts()).toEqual([
      { method: 'POST', path: CHECK, body: { email: 'kim@example.com' } },
      { method: 'POST', path: UPDATE, body: { email: 'kim@example.com', email_consent: true, form_type: 'mobile' } },
    ]);
    expect(screen.queryByText(EMAIL_POPUP_TEXTS.welcome)).not.toBeInTheDocument();
    await expectMemberMessageThenSubscribed();
  });

  it.each([
    ['an answer other than success', { body: { status: 'error' } }, 'Error: Failed to update existing profile'],
    ['a failure without a message', { status: 500, body: {} }, 'Error: Failed to update existing profile'],
    ['a failure with a message', { status: 429, body: { error: { code: 'x', message: 'Too many' } } }, 'Too many'],
  ])('a failed update (%s) shows its error and no member message', async (_label, update, text) => {
    await openPopup(answering({ member: true, email_consent: false }, update));
    await submitEmail();
    expect(screen.getByTestId('marketing-email-popup-error')).toHaveTextContent(text);
    expect(screen.queryByText("You're already a member!")).not.toBeInTheDocument();
    await advance(2000);
    expect(dialog()).toBeInTheDocument();
    expect(readPopupState()).toBeNull();
  });

  it('a new subscriber is saved with the popup code and form type, and the popup closes after 1750 ms', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await openPopup(async (url) => {
      if (url.pathname === '/api/marketing/check-consent-for-user-email') {
        return { body: { member: false, email: 'kim@example.com', email_consent: false } };
      }
      if (url.pathname === '/api/marketing/subscribers-popup/save-popup-subscriber') {
        await gate;
        return { body: { status: 'success' } };
      }
      return undefined;
    }, 375);
    await submitEmail();
    expect(screen.getByTestId('marketing-email-popup-spinner')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    release();
    await settle();
    expect(screen.getByText(EMAIL_POPUP_TEXTS.welcome)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')[1]).toEqual({
      method: 'POST',
      path: '/api/marketing/subscribers-popup/save-popup-subscriber',
      body: { email: 'kim@example.com', popup_code: 'VIP', form_type: 'mobile' },
    });
    await advance(1749);
    expect(dialog()).toBeInTheDocument();
    await advance(1);
    expect(dialog()).not.toBeInTheDocument();
    expect(readPopupState()).toBe('subscribed');
  });

  it("shows the server's message in an error box and stops the spinner", async () => {
    await openPopup(() => ({
      status: 400,
      body: { error: { code: 'bad_request', message: 'Invalid email address' } },
    }));
    await submitEmail();
    expect(screen.getByTestId('marketing-email-popup-error')).toHaveTextContent('Invalid email address');
    expect(screen.queryByTestId('marketing-email-popup-spinner')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("a failed save without a server message shows 'Error: Failed to save new subscriber'", async () => {
    await openPopup((url) =>
      url.pathname === '/api/marketing/check-consent-for-user-email'
        ? { body: { member: false, email: 'kim@example.com', email_consent: false } }
        : { status: 500, body: {} },
    );
    await submitEmail();
    expect(screen.getByTestId('marketing-email-popup-error')).toHaveTextContent('Error: Failed to save new subscriber');
    expect(dialog()).toBeInTheDocument();
  });

  it("a network failure shows the error's own message", async () => {
    await openPopup((url) => {
      if (url.pathname === '/api/marketing/check-consent-for-user-email') throw new TypeError('Failed to fetch');
      return undefined;
    });
    await submitEmail();
    expect(screen.getByTestId('marketing-email-popup-error')).toHaveTextContent('Failed to fetch');
  });
});
