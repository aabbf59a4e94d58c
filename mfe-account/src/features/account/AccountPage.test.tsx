/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '@storefront/testing';
import { SIGN_OUT_PATH } from '@storefront/shared-domain';
import AccountPageExpose from '../../expose/AccountPage';
import { mockAccountBackend, shopper, type AccountBackend } from '../../testing/accountBackend';
import { DrivenObserver, installDrivenObserver } from '@storefront/testing';

let backend: AccountBackend;
afterEach(() => backend?.api.restore());
installDrivenObserver();

function renderDashboard(url = '/account') {
  return renderRemote(<AccountPageExpose />, { url, route: '/account' });
}

const lastPatch = () => backend.api.requests.filter((r) => r.method === 'PATCH').pop()?.body;

describe('AccountPage (/account)', () => {
  it('greets the user and shows the profile with a formatted phone, and the account links', async () => {
    backend = mockAccountBackend();
    const { container } = renderDashboard();
    expect(await screen.findByTestId('account-greeting')).toHaveTextContent('Hi, Kim');
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByTestId('account-profile-name')).toHaveTextContent('Kim Lee');
    expect(screen.getByTestId('account-email')).toHaveTextContent('shopper@example.com');
    expect(screen.getByTestId('account-profile-phone')).toHaveTextContent('(555) 123-4567');
    expect(screen.getByTestId('account-profile-address')).toHaveTextContent('1 Main St');
    expect(screen.getByTestId('account-profile-address')).toHaveTextContent('Tampa, FL 33601');
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'View Returns' })).toHaveAttribute('href', '/returns');
    expect(screen.queryByRole('link', { name: 'Dealer Quick Order' })).toBeNull();
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();
  });

  it('shows Dealer Quick Order to dealers only', async () => {
    backend = mockAccountBackend({ user: shopper({ account_id: '100002', email: 'dealer@example.com', role: 2 }) });
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Dealer Quick Order' })).toHaveAttribute('href', '/dealers');
  });

  it('sends a visitor without a session to sign-in, coming back here afterwards', async () => {
    backend = mockAccountBackend({ user: null });
    renderDashboard('/account?tab=cards');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/account/login?error=SessionRequired&callbackUrl=%2Faccount%3Ftab%3Dcards',
    );
  });

  it('treats a failed session read as signed out', async () => {
    // spec 2 §8: the failed read is logged (CLIENT_FETCH_ERROR), with no message for the user.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend = mockAccountBackend({}, (url) =>
      url.pathname === '/api/auth/session'
        ? { status: 503, body: { error: { code: 'down', message: 'down' } } }
        : undefined,
    );
    renderDashboard();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/account/login?error=SessionRequired');
    warn.mockRestore();
  });

  it('edits the profile and saves it normalised', async () => {
    backend = mockAccountBackend();
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = await screen.findByRole('form', { name: 'Profile' });
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.change(field('First name'), { target: { value: '  Kimberly ' } });
    fireEvent.change(field('Phone'), { target: { value: '+1 (555) 987-6543' } });
    fireEvent.change(field('State'), { target: { value: 'ny' } });
    fireEvent.change(field('ZIP code'), { target: { value: '10001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('account-profile-saved')).toHaveTextContent('Your profile was saved.');
    expect(lastPatch()).toEqual({
      first_name: 'Kimberly',
      last_name: 'Lee',
      primary_phone: '5559876543',
      address: { address_line_1: '1 Main St', city: 'Tampa', state_code: 'NY', zip_code: '10001', country_code: 'US' },
    });
    await waitFor(() => expect(screen.getByTestId('account-profile-phone')).toHaveTextContent('(555) 987-6543'));
    expect(screen.getByTestId('account-greeting')).toHaveTextContent('Hi, Kimberly');
  });

  it('refuses a bad phone and a blank name without calling, and shows the spec text when saving fails', async () => {
    backend = mockAccountBackend({}, (url, request) =>
      url.pathname === '/api/account/profile' && request.method === 'PATCH'
        ? { status: 500, body: { error: { code: 'boom', message: 'boom' } } }
        : undefined,
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = await screen.findByRole('form', { name: 'Profile' });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: '  ' } });
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '555-12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Invalid phone number')).toBeInTheDocument();
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(lastPatch()).toBeUndefined();

    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Kim' } });
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('account-profile-error')).toHaveTextContent(
      'Error: Failed to update existing profile',
    );
    expect(lastPatch()).toMatchObject({ primary_phone: '' });
  });

  it('shows consents as Subscribed / Not subscribed and saves a toggle', async () => {
    backend = mockAccountBackend();
    renderDashboard();
    expect(await screen.findByTestId('account-consent-email-state')).toHaveTextContent('Subscribed');
    expect(screen.getByTestId('account-consent-sms-state')).toHaveTextContent('Not subscribed');
    fireEvent.click(screen.getByRole('switch', { name: 'Email offers' }));
    await waitFor(() => expect(screen.getByTestId('account-consent-email-state')).toHaveTextContent('Not subscribed'));
    expect(lastPatch()).toEqual({ email_consent: 0 });
    expect(screen.getByRole('switch', { name: 'Email offers' })).toHaveAttribute('aria-checked', 'false');
  });

  it('SMS consent needs a phone', async () => {
    backend = mockAccountBackend({ user: shopper({ primary_phone: '' }) });
    renderDashboard();
    fireEvent.click(await screen.findByRole('switch', { name: 'SMS offers' }));
    expect(await screen.findByTestId('account-consents-error')).toHaveTextContent(
      'Phone is required when opting for marketing SMS',
    );
    expect(lastPatch()).toBeUndefined();
  });

  it('changes the password: mismatch first, then the service refusal, then success', async () => {
    backend = mockAccountBackend({}, async (url, request) => {
      if (url.pathname !== '/api/account/password') return undefined;
      const body = JSON.parse(await request.clone().text());
      return body.currentPassword === 'right-password'
        ? undefined
        : { status: 400, body: { error: { code: 'wrong_password', message: 'Current password is wrong' } } };
    });
    renderDashboard();
    await screen.findByTestId('account-password-placeholder');
    act(() => DrivenObserver.enter());
    const form = await screen.findByRole('form', { name: 'Change password' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill('Current password', 'nope');
    fill('New password', 'new-password-1');
    fill('Confirm new password', 'new-password-2');
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Passwords do not match.')).toBeInTheDocument();
    expect(backend.api.callsTo('/api/account/password')).toHaveLength(0);

    fill('Confirm new password', 'new-password-1');
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByTestId('account-password-error')).toHaveTextContent('Current password is wrong');
    expect(within(form).getByLabelText('New password')).toHaveValue('');

    fill('Current password', 'right-password');
    fill('New password', 'new-password-1');
    fill('Confirm new password', 'new-password-1');
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByTestId('account-password-changed')).toHaveTextContent('Your password was changed.');
    expect(backend.api.requests.filter((r) => r.path === '/api/account/password').pop()?.body).toEqual({
      currentPassword: 'right-password',
      newPassword: 'new-password-1',
    });
  });

  it('Sign Out ends the session, then goes to /', async () => {
    backend = mockAccountBackend();
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/$/));
    expect(backend.api.requests.some((r) => r.method === 'POST' && r.path === SIGN_OUT_PATH)).toBe(true);
    expect(backend.state.user).toBeNull();
  });

  it.each(['http://localhost/', 'https://elsewhere.example/'])(
    'Sign Out answered with the absolute url %s still goes to / on this site',
    async (answerUrl) => {
      backend = mockAccountBackend({}, (url) =>
        url.pathname === SIGN_OUT_PATH ? { body: { ok: true, url: answerUrl, error: null } } : undefined,
      );
      renderDashboard();
      fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/$/));
      expect(window.location.origin).toBe('http://localhost');
    },
  );
});
