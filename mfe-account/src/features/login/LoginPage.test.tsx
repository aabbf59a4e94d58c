/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@storefront/testing';
import { CREDENTIALS_SIGN_IN_PATH, SIGN_UP_PATH } from '@storefront/shared-domain';
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

  it('creates an account and goes to the dashboard; a taken email shows the service message', async () => {
    backend = mockAccountBackend({ user: null });
    renderLogin();
    const form = await screen.findByRole('form', { name: 'Create Account' });
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { selector: 'form[aria-label="Create Account"] input' }), {
        target: { value },
      });
    fill('Email', 'shopper@example.com');
    fill('Password', 'short');
    fill('First name', 'Ana');
    fill('Last name', 'Diaz');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();

    fill('Password', 'long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByTestId('account-sign-up-error')).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(form).toBeInTheDocument();

    fill('Email', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/account$/);
    expect(backend.api.requests.filter((r) => r.path === SIGN_UP_PATH).pop()?.body).toMatchObject({
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Diaz',
    });
  });

  it('tells a signed-in visitor who they are, with a link to the dashboard', async () => {
    backend = mockAccountBackend();
    renderLogin();
    expect(await screen.findByTestId('account-login-signed-in')).toHaveTextContent('shopper@example.com');
    expect(screen.getByRole('link', { name: 'Account Dashboard' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('form', { name: 'Sign In' })).toBeNull();
  });
});
