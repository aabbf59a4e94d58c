/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote, type MockReply } from '@storefront/testing';
import {
  CART_API_PATH,
  CREDENTIALS_SIGN_IN_PATH,
  SIGN_UP,
  SIGN_UP_PATH,
  storefrontTheme,
} from '@storefront/shared-domain';
import LoginPageExpose from '../../expose/LoginPage';
import { mockAccountBackend, SHOPPER_PASSWORD, type AccountBackend } from '../../testing/accountBackend';

let backend: AccountBackend;
afterEach(() => backend?.api.restore());

function renderLogin(url = '/account/login') {
  return renderRemote(<LoginPageExpose />, { url, route: '/account/login' });
}

function fillSignIn(email: string, password: string) {
  const form = screen.getByRole('form', { name: 'Sign In' });
  fireEvent.change(form.querySelector('input[type="email"]')!, { target: { value: email } });
  fireEvent.change(form.querySelector('input[type="password"]')!, { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage (/account/login)', () => {
  it('signs in and goes to the callback path', async () => {
    backend = mockAccountBackend({ user: null });
    const { container } = renderLogin(
      '/account/login?error=SessionRequired&callbackUrl=%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByTestId('account-login-reason')).toHaveTextContent('Please sign in to see that page.');
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();

    fillSignIn(' Shopper@Example.com ', SHOPPER_PASSWORD);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/account/orders?page=2');
    expect(backend.api.requests.find((r) => r.path === CREDENTIALS_SIGN_IN_PATH)?.body).toMatchObject({
      email: 'shopper@example.com',
      password: SHOPPER_PASSWORD,
      callbackUrl: '/account/orders?page=2',
    });
  });

  it('keeps the page spacing between the notice and the cards below it', async () => {
    backend = mockAccountBackend({ user: null });
    renderLogin('/account/login?error=SessionRequired');
    const notice = await screen.findByTestId('account-login-reason');
    const cards = screen.getByTestId('account-sign-in').parentElement!;
    expect(notice.nextElementSibling).toBe(cards);
    expect(notice.parentElement).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      gap: storefrontTheme.spacing.md,
    });
  });

  it("reads ?error=CredentialsSignin as 'Invalid email or password.'", async () => {
    backend = mockAccountBackend({ user: null });
    renderLogin('/account/login?error=CredentialsSignin');
    expect(await screen.findByTestId('account-login-reason')).toHaveTextContent('Invalid email or password.');
  });

  it('goes to /account when there is no callback', async () => {
    backend = mockAccountBackend({ user: null });
    renderLogin();
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn('shopper@example.com', SHOPPER_PASSWORD);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/account$/);
  });

  it('a failed sign-in shows the message and stays on the page', async () => {
    backend = mockAccountBackend({ user: null });
    renderLogin();
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn('shopper@example.com', 'wrong-password');
    expect(await screen.findByTestId('account-sign-in-error')).toHaveTextContent('Invalid email or password.');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(screen.getByLabelText('Password', { selector: 'form[aria-label="Sign In"] input' })).toHaveValue('');
  });

  it('ignores a callback to another site (no open redirect), even when the answer echoes it', async () => {
    backend = mockAccountBackend({ user: null }, (url) =>
      url.pathname === CREDENTIALS_SIGN_IN_PATH
        ? { body: { ok: true, url: 'https://evil.example/account', error: null } }
        : undefined,
    );
    renderLogin('/account/login?callbackUrl=https%3A%2F%2Fevil.example%2Faccount');
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn('shopper@example.com', SHOPPER_PASSWORD);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/account$/);
    const sent = backend.api.requests.find((r) => r.path === CREDENTIALS_SIGN_IN_PATH)?.body as Record<string, unknown>;
    expect(sent.callbackUrl).toBeUndefined();
  });

  it("sends the guest cart's lines serialised with the sign-in; null when the cart is empty or cannot be read", async () => {
    const line = {
      sku: 'ZXR-12D2',
      displayed_sku: 'ZXR-12D2',
      name: 'Subwoofer',
      path: '/products/zxr',
      product_id: 'p1',
      quantity: 2,
      price: 199.99,
      price_map: 199.99,
      price_msrp: 249.99,
      price_dealer: null,
      product_type: 'normal',
      is_pre_ordered_item: false,
      source: 'pdp',
      variant: { sku: 'ZXR-12D2', price: 199.99 },
    };
    let cart: MockReply = { body: { data: { cart_token: 't', items: [line, { quantity: 1, sku: 'KIT-8' }] } } };
    backend = mockAccountBackend({ user: null }, (url) => (url.pathname === CART_API_PATH ? cart : undefined));
    const sent = async () => {
      await waitFor(() => expect(backend.api.callsTo(CREDENTIALS_SIGN_IN_PATH)).toHaveLength(1));
      const body = backend.api.requests.find((r) => r.path === CREDENTIALS_SIGN_IN_PATH)?.body;
      backend.api.requests.length = 0;
      backend.api.calls.length = 0;
      return (body as { cartLineItems: unknown }).cartLineItems;
    };
    const view = renderLogin();
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn('shopper@example.com', 'wrong-password');
    const lines = await sent();
    expect(lines).toBe(
      '[{"sku":"ZXR-12D2","quantity":2,"product_id":"p1","price":199.99,"price_map":199.99,"price_msrp":249.99,' +
        '"price_dealer":null,"is_pre_ordered_item":false,"product_type":"normal","source":"pdp"},' +
        '{"sku":"KIT-8","quantity":1}]',
    );
    await screen.findByTestId('account-sign-in-error');

    for (const answer of [
      { body: { data: { cart_token: null, items: [] } } },
      { status: 500, body: { error: { code: 'internal', message: 'down' } } },
    ]) {
      cart = answer;
      fillSignIn('shopper@example.com', 'wrong-password');
      expect(await sent()).toBeNull();
    }
    // An unreadable cart does not hold up signing in.
    fillSignIn('shopper@example.com', SHOPPER_PASSWORD);
    expect(await sent()).toBeNull();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/account$/);
    view.unmount();
  });

  it('follows an absolute answer url on this origin by its path, query and hash', async () => {
    backend = mockAccountBackend({ user: null }, (url) =>
      url.pathname === CREDENTIALS_SIGN_IN_PATH
        ? { body: { ok: true, url: `${window.location.origin}/account/orders?page=2#recent`, error: null } }
        : undefined,
    );
    const { router } = renderLogin();
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn('shopper@example.com', SHOPPER_PASSWORD);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/account/orders?page=2');
    expect(router.state.location.hash).toBe('#recent');
  });

  it.each([
    ['another origin', 'http://localhost:9999/account/orders'],
    ['the sign-in page', `/account/login?error=CredentialsSignin`],
  ])('an absolute answer url to %s falls back to /account', async (_name, path) => {
    const answerUrl = path.startsWith('/') ? `${window.location.origin}${path}` : path;
    backend = mockAccountBackend({ user: null }, (url) =>
      url.pathname === CREDENTIALS_SIGN_IN_PATH ? { body: { ok: true, url: answerUrl, error: null } } : undefined,
    );
    renderLogin();
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn('shopper@example.com', SHOPPER_PASSWORD);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/account$/);
  });

  it('a wrong password answered with an absolute sign-in url shows the message and stays', async () => {
    backend = mockAccountBackend({ user: null }, (url) =>
      url.pathname === CREDENTIALS_SIGN_IN_PATH
        ? {
            status: 401,
            body: {
              ok: false,
              url: `${window.location.origin}/account/login?error=CredentialsSignin`,
              error: 'CredentialsSignin',
              status: 401,
            },
          }
        : undefined,
    );
    renderLogin();
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn('shopper@example.com', 'wrong-password');
    expect(await screen.findByTestId('account-sign-in-error')).toHaveTextContent('Invalid email or password.');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('shows a service error (429) and stays', async () => {
    backend = mockAccountBackend({ user: null }, (url) =>
      url.pathname === CREDENTIALS_SIGN_IN_PATH
        ? { status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts, try again later' } } }
        : undefined,
    );
    renderLogin();
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn('shopper@example.com', SHOPPER_PASSWORD);
    expect(await screen.findByTestId('account-sign-in-error')).toHaveTextContent('Too many attempts, try again later');
  });

  it('validates before calling: Required and a bad email', async () => {
    backend = mockAccountBackend({ user: null });
    renderLogin();
    const form = await screen.findByRole('form', { name: 'Sign In' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(form).toHaveTextContent('Required'));
    fireEvent.change(form.querySelector('input[type="email"]')!, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(backend.api.callsTo(CREDENTIALS_SIGN_IN_PATH)).toHaveLength(0);
  });

  it('a double click sends one sign-in, with a busy button meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    backend = mockAccountBackend({ user: null }, async (url) => {
      if (url.pathname !== CREDENTIALS_SIGN_IN_PATH) return undefined;
      await held;
      return { body: { ok: false, url: null, error: 'CredentialsSignin' } };
    });
    renderLogin();
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn('shopper@example.com', 'x');
    const button = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    release();
    expect(await screen.findByTestId('account-sign-in-error')).toBeInTheDocument();
    expect(backend.api.callsTo(CREDENTIALS_SIGN_IN_PATH)).toHaveLength(1);
  });

  it('sends a link and says to check the inbox, the same for an email that has an account', async () => {
    backend = mockAccountBackend({ user: null });
    renderLogin('/account/login?callbackUrl=%2Fcart');
    await screen.findByRole('form', { name: 'Create Account' });
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { selector: 'form[aria-label="Create Account"] input' }), {
        target: { value },
      });
    const fillAll = (email: string, password: string) => {
      fill('Email', email);
      fill('Password', password);
      fill('First name', 'Ana');
      fill('Last name', 'Diaz');
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    };
    fillAll('ana@example.com', 'short');
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();

    fillAll('shopper@example.com', 'long-enough-password');
    const taken = await screen.findByTestId('account-sign-up-sent');
    expect(taken).toHaveTextContent('Check your email. We sent a message to shopper@example.com.');
    expect(screen.queryByRole('form', { name: 'Create Account' })).toBeNull();
    expect(Object.keys(backend.pendingSignUps)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    fillAll(' Ana@Example.com', 'long-enough-password');
    expect(await screen.findByTestId('account-sign-up-sent')).toHaveTextContent('ana@example.com');
    expect(backend.api.requests.filter((r) => r.path === SIGN_UP_PATH).pop()?.body).toMatchObject({
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Diaz',
      callbackUrl: '/cart',
    });
    expect(Object.keys(backend.pendingSignUps)).toHaveLength(1);
    expect(backend.state.user).toBeNull();
  });

  it('opening the link creates the account once and goes where the visitor was headed', async () => {
    backend = mockAccountBackend({ user: null });
    backend.pendingSignUps['link-token-abc'] = {
      password: 'long-enough-password',
      callbackUrl: '/account/orders',
      user: { ...backend.state.accounts[0].user, email: 'ana@example.com', account_id: '200001' },
    };
    renderLogin(`/account/login?${SIGN_UP.tokenParam}=link-token-abc`);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/account\/orders$/);
    expect(backend.api.callsTo(SIGN_UP.confirmPath)).toHaveLength(1);
    expect(backend.api.requests.find((r) => r.path === SIGN_UP.confirmPath)?.body).toMatchObject({
      token: 'link-token-abc',
    });
    expect(backend.state.user?.email).toBe('ana@example.com');
  });

  it('a dead link says so and offers the forms again', async () => {
    backend = mockAccountBackend({ user: null });
    renderLogin(`/account/login?${SIGN_UP.tokenParam}=spent-token`);
    expect(await screen.findByTestId('account-login-reason')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('form', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
    expect(backend.api.callsTo(SIGN_UP.confirmPath)).toHaveLength(1);
  });

  it('tells a signed-in visitor who they are, with a link to the dashboard', async () => {
    backend = mockAccountBackend();
    renderLogin();
    expect(await screen.findByTestId('account-login-signed-in')).toHaveTextContent('shopper@example.com');
    expect(screen.getByRole('link', { name: 'Account Dashboard' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('form', { name: 'Sign In' })).toBeNull();
  });
});
