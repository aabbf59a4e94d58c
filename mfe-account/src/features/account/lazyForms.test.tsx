/** @jest-environment jest-fixed-jsdom */
// The dashboard's first load carries no form code (react-hook-form, zod, the resolvers). The profile's edit
// form, the password form and the card forms are chunks of their own. A module factory below runs the moment its
// module is first required, which is the moment the browser would download its chunk; had the dashboard imported it
// statically, it would run as soon as this file imports the exposed page. A module loads once per test file and the
// log is never reset, so the tests run in the order a shopper would meet the forms.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadedChunks as loaded, mockRequireChunk, renderRemote } from '@storefront/testing';
import AccountPageExpose from '../../expose/AccountPage';
import { card, mockAccountBackend, type AccountBackend } from '../../testing/accountBackend';
import { DrivenObserver, installDrivenObserver } from '@storefront/testing';

jest.mock('./ProfileForm', () => mockRequireChunk(require.resolve('./ProfileForm')));
jest.mock('./PasswordForm', () => mockRequireChunk(require.resolve('./PasswordForm')));
jest.mock('../saved-cards/CardForms', () => mockRequireChunk(require.resolve('../saved-cards/CardForms')));

let backend: AccountBackend;
afterEach(() => backend?.api.restore());
installDrivenObserver();

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderDashboard() {
  backend = mockAccountBackend({ cards: [card()] });
  renderRemote(<AccountPageExpose />, { url: '/account', route: '/account' });
  expect(await screen.findByTestId('account-profile-name')).toHaveTextContent('Kim Lee');
  await screen.findByTestId('account-card-tile');
  await settle();
}

describe('the account dashboard fetches its forms only when they are needed', () => {
  it('shows the whole dashboard without any form module: the password form is a busy stand-in of the same fields', async () => {
    await renderDashboard();
    expect(loaded()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    const standIn = screen.getByTestId('account-password-placeholder');
    expect(standIn).toHaveAttribute('aria-busy', 'true');
    expect(standIn).toHaveAttribute('inert');
    expect(within(standIn).getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(within(standIn).getByLabelText('New password')).toBeInTheDocument();
    expect(within(standIn).getByLabelText('Confirm new password')).toBeInTheDocument();
    expect(within(standIn).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeEnabled();
  });

  it('the password form arrives when its panel comes near the viewport, in place of the stand-in, and works', async () => {
    await renderDashboard();
    expect(DrivenObserver.all[0]?.observed).toEqual([screen.getByTestId('account-password')]);
    expect(loaded()).not.toContain('PasswordForm');
    act(() => DrivenObserver.enter());
    const form = await screen.findByRole('form', { name: 'Change password' });
    expect(loaded()).toContain('PasswordForm');
    expect(screen.queryByTestId('account-password-placeholder')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'old-password' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'new-password-1' } });
    fireEvent.change(within(form).getByLabelText('Confirm new password'), { target: { value: 'new-password-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByTestId('account-password-changed')).toHaveTextContent('Your password was changed.');
    expect(loaded()).not.toContain('ProfileForm');
    expect(loaded()).not.toContain('CardForms');
  });

  it('the profile form is fetched when the pointer enters Edit; pressing it shows the form, which saves', async () => {
    await renderDashboard();
    const edit = screen.getByRole('button', { name: 'Edit profile' });
    expect(loaded()).not.toContain('ProfileForm');
    fireEvent.pointerEnter(edit);
    await waitFor(() => expect(loaded()).toContain('ProfileForm'));
    fireEvent.click(edit);
    const form = await screen.findByRole('form', { name: 'Profile' });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Park' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('account-profile-saved')).toHaveTextContent('Your profile was saved.');
    await waitFor(() => expect(screen.getByTestId('account-profile-name')).toHaveTextContent('Kim Park'));
    expect(loaded()).not.toContain('CardForms');
  });

  it('the card forms are fetched on Add a card, the button busy while they arrive', async () => {
    await renderDashboard();
    expect(loaded()).not.toContain('CardForms');
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    // Until the chunk is in, the button stays where it was, busy.
    expect(screen.getByRole('button', { name: 'Add a card' })).toHaveAttribute('aria-busy', 'true');
    const form = await screen.findByRole('form', { name: 'Add a card' });
    expect(loaded()).toContain('CardForms');
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Add a card' })).toBeEnabled();
  });
});
