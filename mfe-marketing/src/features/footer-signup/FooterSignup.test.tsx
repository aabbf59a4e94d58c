/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote, type FetchDouble, type RouteHandler } from '@storefront/testing';
import { darkPalette, lightPalette, sessionReceived, storefrontTheme } from '@storefront/shared-domain';
import FooterSignup from '../../expose/FooterSignup';

let api: FetchDouble;
const observerOfSetup = window.IntersectionObserver;
afterEach(() => {
  api?.restore();
  window.IntersectionObserver = observerOfSetup;
});
beforeEach(() => {
  window.innerWidth = 1280;
  // Without IntersectionObserver the real form loads at once (the tests of when it loads are in FooterSignupLoading).
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** The signup for a visitor, once its real form (a lazily loaded chunk) has replaced the static stand-in. */
async function renderSignup(handler: RouteHandler = () => ({ body: { status: 'success' } })) {
  api = mockApi(handler);
  const rendered = renderRemote(<FooterSignup />);
  act(() => {
    rendered.store.dispatch(sessionReceived({}));
  });
  await screen.findByTestId('marketing-footer-signup-form');
  return rendered;
}

const field = (id: string) => screen.getByTestId(`marketing-footer-signup-${id}`);
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const check = (id: string) => fireEvent.click(field(id));
const signUp = () => screen.getByRole('button', { name: 'Sign Up' });

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour `value` paints on `element`: a `var(--name, fallback)` is looked up on the element and its ancestors
 * (where a theme stylesheet is present, :root would hold it: `rootValue`), else its fallback.
 */
function resolvedColor(element: Element, value: string, rootValue?: string): string {
  const variable = /^var\((--[\w-]+),\s*([^)]+)\)$/.exec(value.trim());
  if (!variable) return value.trim();
  for (let node: Element | null = element; node; node = node.parentElement) {
    const own = getComputedStyle(node).getPropertyValue(variable[1]).trim();
    if (own) return own;
  }
  return rootValue ?? variable[2].trim();
}

describe('FooterSignup', () => {
  it('is hidden while the session loads and for signed-in users, shown to visitors', async () => {
    api = mockApi();
    const { store } = renderRemote(<FooterSignup />);
    expect(screen.queryByTestId('marketing-footer-signup')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(sessionReceived({}));
    });
    expect(screen.getByTestId('marketing-footer-signup')).toHaveAttribute('data-boundary', 'marketing');
    await screen.findByTestId('marketing-footer-signup-form');
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: '1', email: 'kim@example.com' } }));
    });
    expect(screen.queryByTestId('marketing-footer-signup')).not.toBeInTheDocument();
  });

  it('shows the consent copy, and Sign Up stays disabled until a consent is checked', async () => {
    await renderSignup();
    expect(screen.getByLabelText('Yes, send me marketing emails')).toBeInTheDocument();
    expect(
      screen.getByLabelText(
        'Yes, send me marketing text messages. Message and data rates may apply. Reply STOP to cancel.',
      ),
    ).toBeInTheDocument();
    type('email', 'kim@example.com');
    expect(signUp()).toBeDisabled();
    check('sms-consent');
    expect(signUp()).toBeEnabled();
    check('sms-consent');
    expect(signUp()).toBeDisabled();
    check('email-consent');
    expect(signUp()).toBeEnabled();
  });

  it.each([
    ['SMS consent without a phone', () => check('sms-consent'), 'Phone is required when opting for marketing SMS'],
    [
      'a phone without SMS consent',
      () => (type('phone', '(813) 555-0100'), check('email-consent'), type('email', 'kim@example.com')),
      'Please check consent the checkbox for marketing SMS',
    ],
    [
      'email consent without an email',
      () => check('email-consent'),
      'Email is required when opting for marketing emails',
    ],
    [
      'an email without email consent',
      () => (type('email', 'kim@example.com'), type('phone', '8135550100'), check('sms-consent')),
      'Please check consent the checkbox for marketing emails.',
    ],
  ])('%s: says so in red and sends nothing', async (_label, fill, message) => {
    await renderSignup();
    fill();
    fireEvent.click(signUp());
    const text = await screen.findByText(message);
    expect(text).toHaveStyle({ color: storefrontTheme.colors.danger });
    expect(api.requests).toEqual([]);
  });

  // WCAG AA: normal-size text needs 4.5:1 against its background, in the light and the dark theme alike.
  it.each([
    ['light', lightPalette],
    ['dark', darkPalette],
  ])('its red messages reach 4.5:1 on the footer background (%s theme)', async (_theme, palette) => {
    await renderSignup();
    check('email-consent');
    fireEvent.click(signUp());
    const text = await screen.findByText('Email is required when opting for marketing emails');
    const section = screen.getByTestId('marketing-footer-signup');
    const red = resolvedColor(text, getComputedStyle(text).color, palette.danger);
    const background = resolvedColor(section, getComputedStyle(section).background, palette.surfaceDark);
    expect(red).toMatch(/^#[0-9a-f]{6}$/i);
    expect(background).toBe(palette.surfaceDark);
    expect(contrastRatio(red, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('saves the subscriber with the desktop form type and lays the thank-you over the form', async () => {
    await renderSignup();
    type('email', ' Kim@Example.com ');
    check('email-consent');
    type('phone', '(813) 555-0100');
    check('sms-consent');
    fireEvent.click(signUp());
    expect(await screen.findByTestId('marketing-footer-signup-thank-you')).toHaveTextContent(
      'THANK YOU FOR SIGNING UP!',
    );
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/marketing/subscribers-footer/save-footer-subscriber',
        body: {
          email: 'kim@example.com',
          email_consent: true,
          phone: '(813) 555-0100',
          sms_consent: true,
          form_type: 'desktop',
        },
      },
    ]);
  });

  it('sends the mobile form type under 768 px', async () => {
    window.innerWidth = 375;
    await renderSignup();
    type('phone', '8135550100');
    check('sms-consent');
    fireEvent.click(signUp());
    await screen.findByTestId('marketing-footer-signup-thank-you');
    expect(api.requests[0].body).toEqual({
      email_consent: false,
      phone: '8135550100',
      sms_consent: true,
      form_type: 'mobile',
    });
  });

  it("shows 'Error: Failed - Please try again later' when the save fails, or the server's 400 message", async () => {
    await renderSignup(() => ({ status: 500, body: { error: { code: 'internal', message: 'boom' } } }));
    type('email', 'kim@example.com');
    check('email-consent');
    fireEvent.click(signUp());
    expect(await screen.findByTestId('marketing-footer-signup-failure')).toHaveTextContent(
      'Error: Failed - Please try again later',
    );
    expect(screen.queryByTestId('marketing-footer-signup-thank-you')).not.toBeInTheDocument();
    api.restore();

    api = mockApi(() => ({ status: 400, body: { error: { code: 'bad_request', message: 'Invalid email address' } } }));
    fireEvent.click(signUp());
    await waitFor(() =>
      expect(screen.getByTestId('marketing-footer-signup-failure')).toHaveTextContent('Invalid email address'),
    );
  });

  it("treats an answer other than status 'success' as a failure", async () => {
    await renderSignup(() => ({ body: { status: 'error' } }));
    type('email', 'kim@example.com');
    check('email-consent');
    fireEvent.click(signUp());
    expect(await screen.findByTestId('marketing-footer-signup-failure')).toHaveTextContent(
      'Error: Failed - Please try again later',
    );
  });

  it('renders nothing when both page switches are off', () => {
    api = mockApi();
    const { container, store } = renderRemote(<FooterSignup desktop={false} mobile={false} />);
    act(() => {
      store.dispatch(sessionReceived({}));
    });
    expect(container).toBeEmptyDOMElement();
  });
});
