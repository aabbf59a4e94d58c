/** @jest-environment jest-fixed-jsdom */
// A form chunk that cannot be fetched never breaks the dashboard. Each factory below throws the first time
// its module is required (the failed download), then loads it: the failure is logged, the error line shows, and the
// next attempt works.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failNextChunkLoad, mockRequireChunk, renderRemote } from '@storefront/testing';
import AccountPageExpose from '../../expose/AccountPage';
import { card, mockAccountBackend, type AccountBackend } from '../../testing/accountBackend';
import { DrivenObserver, installDrivenObserver } from '@storefront/testing';

for (const form of ['ProfileForm', 'PasswordForm', 'CardForms']) failNextChunkLoad(form);
jest.mock('./ProfileForm', () => mockRequireChunk(require.resolve('./ProfileForm')));
jest.mock('./PasswordForm', () => mockRequireChunk(require.resolve('./PasswordForm')));
jest.mock('../saved-cards/CardForms', () => mockRequireChunk(require.resolve('../saved-cards/CardForms')));

let backend: AccountBackend;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  backend?.api.restore();
  consoleError.mockRestore();
});
installDrivenObserver();

async function renderDashboard() {
  backend = mockAccountBackend({ cards: [card()] });
  renderRemote(<AccountPageExpose />, { url: '/account', route: '/account' });
  expect(await screen.findByTestId('account-profile-name')).toHaveTextContent('Kim Lee');
  await screen.findByTestId('account-card-tile');
}

const loggedFailure = (what: string) =>
  expect(consoleError).toHaveBeenCalledWith(`[account] ${what} could not be loaded`, expect.any(Error));

/** Presses the button that opens a form whose chunk fails: the error line shows and the failure is logged. */
async function pressAndFail(button: string, errorTestId: string, what: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByTestId(errorTestId)).toHaveTextContent('An error occurred while fetching the data.');
  loggedFailure(what);
}

describe('a form chunk that cannot be fetched', () => {
  it('profile: the view stays with the error line; the next press of Edit fetches again and shows the form', async () => {
    await renderDashboard();
    await pressAndFail('Edit profile', 'account-profile-load-error', 'the profile form');
    expect(screen.getByTestId('account-profile-name')).toHaveTextContent('Kim Lee');
    expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const form = await screen.findByRole('form', { name: 'Profile' });
    expect(screen.queryByTestId('account-profile-load-error')).toBeNull();
    expect(within(form).getByLabelText('First name')).toHaveValue('Kim');
  });

  it("password: the panel shows the error line with 'Try again?', which fetches the form again", async () => {
    await renderDashboard();
    act(() => DrivenObserver.enter());
    const failure = await screen.findByTestId('account-password-load-error');
    expect(within(failure).getByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
    loggedFailure('the password form');
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();

    fireEvent.click(within(failure).getByRole('button', { name: 'Try again?' }));
    const form = await screen.findByRole('form', { name: 'Change password' });
    expect(screen.queryByTestId('account-password-load-error')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findAllByText('Required')).toHaveLength(3);
  });

  it('cards: Add a card comes back with the error line; the next press shows the form', async () => {
    await renderDashboard();
    await pressAndFail('Add a card', 'account-card-form-load-error', 'the add card form');
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(await screen.findByRole('form', { name: 'Add a card' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('account-card-form-load-error')).toBeNull());
  });
});
