/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@storefront/testing';
import { CREDENTIALS_SIGN_IN_PATH } from '@storefront/shared-domain';
import { ADMIN_TEXTS, SECOND_FACTOR_REQUIRED } from '@storefront/shared-domain/admin';
import LoginPageExpose from '../../expose/LoginPage';
import { SECOND_FACTOR_PATH } from '../../api/secondFactor';
import { mockAccountBackend, shopper, type AccountBackend } from '../../testing/accountBackend';

let backend: AccountBackend;
afterEach(() => backend?.api.restore());

const STAFF = shopper({ account_id: '100003', email: 'staff@example.com', staff: { permissions: ['dealers'] } });
const RIGHT_CODE = '123456';

/** The service's two steps: a staff password answers SecondFactorRequired; only the right code signs in. */
function staffBackend(codeAnswer?: () => { status: number; body: unknown }) {
  backend = mockAccountBackend({ user: null }, async (url, request) => {
    if (url.pathname === CREDENTIALS_SIGN_IN_PATH) {
      const url = '/account/login?error=SecondFactorRequired';
      return { status: 401, body: { ok: false, url, error: SECOND_FACTOR_REQUIRED, status: 401 } };
    }
    if (url.pathname !== SECOND_FACTOR_PATH) return undefined;
    if (codeAnswer) return codeAnswer();
    const { code, callbackUrl } = (await request.json()) as { code: string; callbackUrl?: string };
    if (code !== RIGHT_CODE) {
      return { status: 401, body: { error: { code: 'unauthorized', message: ADMIN_TEXTS.codeWrong } } };
    }
    backend.state.user = STAFF;
    return { body: { ok: true, url: callbackUrl ?? '/account', user: STAFF } };
  });
}

function fillSignIn() {
  const form = screen.getByRole('form', { name: 'Sign In' });
  fireEvent.change(form.querySelector('input[type="email"]')!, { target: { value: 'staff@example.com' } });
  fireEvent.change(form.querySelector('input[type="password"]')!, { target: { value: 'staff-dev-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

function sendCode(code: string) {
  fireEvent.change(screen.getByLabelText(ADMIN_TEXTS.codeLabel), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('LoginPage: a staff account gives its authenticator code after the password', () => {
  it('asks for the code, refuses a wrong one with its text, and goes on to the callback with the right one', async () => {
    staffBackend();
    renderRemote(<LoginPageExpose />, {
      url: '/account/login?callbackUrl=%2Fadmin%2Fdealers',
      route: '/account/login',
    });
    await screen.findByRole('form', { name: 'Sign In' });
    fillSignIn();
    const field = await screen.findByLabelText(ADMIN_TEXTS.codeLabel);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(ADMIN_TEXTS.codeHint)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign In' })).toBeNull();

    sendCode('12');
    expect(await screen.findByText('A code is 6 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText(ADMIN_TEXTS.codeLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(backend.api.callsTo(SECOND_FACTOR_PATH)).toHaveLength(0);

    sendCode('000000');
    expect(await screen.findByTestId('account-second-factor-error')).toHaveTextContent(ADMIN_TEXTS.codeWrong);
    expect(screen.queryByTestId('elsewhere')).toBeNull();

    sendCode('123 456');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/dealers');
    const sent = backend.api.requests.filter((r) => r.path === SECOND_FACTOR_PATH).pop()?.body;
    expect(sent).toMatchObject({ code: RIGHT_CODE, callbackUrl: '/admin/dealers' });
  });

  it('shows the code step when a form sent before the scripts ran landed here with the error', async () => {
    staffBackend();
    renderRemote(<LoginPageExpose />, { url: '/account/login?error=SecondFactorRequired', route: '/account/login' });
    expect(await screen.findByLabelText(ADMIN_TEXTS.codeLabel)).toBeInTheDocument();
    expect(screen.queryByTestId('account-login-reason')).toBeNull();
  });

  it('says when the password must be given again, and goes back to it', async () => {
    const message = 'Sign in with your email and password again, then enter the code.';
    staffBackend(() => ({ status: 401, body: { error: { code: 'token_expired', message } } }));
    renderRemote(<LoginPageExpose />, { url: '/account/login?error=SecondFactorRequired', route: '/account/login' });
    await screen.findByLabelText(ADMIN_TEXTS.codeLabel);
    sendCode(RIGHT_CODE);
    expect(await screen.findByTestId('account-second-factor-error')).toHaveTextContent(message);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument());
  });

  it('never asks a shopper for a code', async () => {
    backend = mockAccountBackend({ user: null });
    renderRemote(<LoginPageExpose />, { url: '/account/login', route: '/account/login' });
    await screen.findByRole('form', { name: 'Sign In' });
    fireEvent.change(screen.getByRole('form', { name: 'Sign In' }).querySelector('input[type="password"]')!, {
      target: { value: 'wrong' },
    });
    fireEvent.change(screen.getByRole('form', { name: 'Sign In' }).querySelector('input[type="email"]')!, {
      target: { value: 'shopper@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('account-sign-in-error')).toBeInTheDocument();
    expect(screen.queryByLabelText(ADMIN_TEXTS.codeLabel)).toBeNull();
  });
});
