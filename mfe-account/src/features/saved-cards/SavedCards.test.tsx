/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARD_FIELDS_CONFIG, installCardFieldsDouble, renderRemote } from '@storefront/testing';
import { CARD_TEXTS } from '@storefront/shared-domain';
import { SavedCards } from '.';
import { card, mockAccountBackend, type AccountBackend } from '../../testing/accountBackend';

let backend: AccountBackend;
afterEach(() => backend?.api.restore());

const visa = card({ id: 'c-visa', card_brand: 'visa', card_no: '4111111111111111', card_nickname: 'Work card' });
const amex = card({
  id: 'c-amex',
  card_brand: 'amex',
  card_no: '************0005',
  exp_month: 11,
  exp_year: 2029,
  card_nickname: 'Travel',
  is_default_card: 0,
});

function renderCards(cards = [visa, amex]) {
  backend = mockAccountBackend({ cards });
  return renderRemote(<SavedCards />);
}

const tiles = () => screen.getAllByTestId('account-card-tile');

function openMenu(tile: HTMLElement) {
  fireEvent.click(within(tile).getByTestId('account-card-menu-button'));
  return within(tile).getByRole('menu');
}

describe('SavedCards', () => {
  it('tiles show the brand logo, only the last 4 digits, expiry MM/YY, nickname and the Default badge', async () => {
    renderCards();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const [first, second] = tiles();
    expect(within(first).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(within(first).getByTestId('account-card-number')).toHaveTextContent(/^•••• 1111$/);
    expect(first).not.toHaveTextContent('4111111111111111');
    expect(within(first).getByTestId('account-card-expiry')).toHaveTextContent('Expires 04/31');
    expect(within(first).getByTestId('account-card-nickname')).toHaveTextContent('Work card');
    expect(within(first).getByTestId('account-card-default')).toHaveTextContent('Default');
    expect(within(second).getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    expect(within(second).getByTestId('account-card-number')).toHaveTextContent(/^•••• 0005$/);
    expect(within(second).getByTestId('account-card-expiry')).toHaveTextContent('11/29');
    expect(within(second).queryByTestId('account-card-default')).toBeNull();
  });

  it("keeps '•••• 4242' on one line; a narrow tile puts the Default badge under it, the menu keeps its corner", async () => {
    renderCards([card({ id: 'c-4242', card_no: '4242424242424242' })]);
    const number = await screen.findByTestId('account-card-number');
    expect(number).toHaveTextContent(/^•••• 4242$/);
    expect(number).toHaveStyle({ whiteSpace: 'nowrap' });
    // Number and badge share a wrapping group of their own, so the tile head never squeezes the number.
    const group = number.parentElement!;
    expect(group).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(within(group).getByTestId('account-card-default')).toBeInTheDocument();
    expect(within(group).queryByTestId('account-card-menu-button')).toBeNull();
    expect(within(tiles()[0]).getByTestId('account-card-menu-button')).toBeInTheDocument();
  });

  it('says when there are no cards', async () => {
    renderCards([]);
    expect(await screen.findByTestId('account-cards-empty')).toHaveTextContent('You have no saved cards.');
  });

  it('the menu button is accessible: opens Edit and Delete, Escape closes it and gives focus back', async () => {
    renderCards();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const button = within(tiles()[0]).getByRole('button', { name: 'Options for Visa ending in 1111' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = openMenu(tiles()[0]);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('Delete opens the overlay; Cancel keeps the card and sends nothing', async () => {
    renderCards();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    fireEvent.click(within(openMenu(tiles()[0])).getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Are you sure you want to delete this credit card?');
    expect(within(dialog).getByText(CARD_TEXTS.deleteQuestion)).toBeInTheDocument();
    const yes = within(dialog).getByRole('button', { name: 'Yes, Delete' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    // Focus stays on the dialog's two buttons (Tab from the last wraps to the first, Shift+Tab back), and the page
    // behind is inert.
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(yes).toHaveFocus();
    fireEvent.keyDown(yes, { key: 'Tab', shiftKey: true });
    expect(cancel).toHaveFocus();
    expect(tiles()[1].closest('[inert]')).not.toBeNull();

    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tiles()).toHaveLength(2);
    expect(backend.api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it("'Yes, Delete' calls DELETE for that card and removes its tile", async () => {
    renderCards();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    fireEvent.click(within(openMenu(tiles()[1])).getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/account/cards/c-amex',
    ]);
    expect(tiles()[0]).toHaveAttribute('data-card-id', 'c-visa');
  });

  it('a failed delete keeps the overlay with the service message', async () => {
    renderCards();
    backend.api.restore();
    backend = mockAccountBackend({ cards: [visa] }, (url, request) =>
      request.method === 'DELETE'
        ? { status: 404, body: { error: { code: 'card_not_found', message: 'Card not found' } } }
        : undefined,
    );
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    fireEvent.click(within(openMenu(tiles()[0])).getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByTestId('account-delete-card-error')).toHaveTextContent('Card not found');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Edit changes nickname, expiry and default through PATCH', async () => {
    renderCards();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    fireEvent.click(within(openMenu(tiles()[1])).getByRole('menuitem', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit card ending in 0005' });
    expect(within(form).getByLabelText('Expiry month')).toHaveValue('11');
    expect(within(form).getByLabelText('Expiry year')).toHaveValue('2029');
    fireEvent.change(within(form).getByLabelText('Nickname (optional)'), { target: { value: 'Holidays' } });
    fireEvent.change(within(form).getByLabelText('Expiry month'), { target: { value: '02' } });
    fireEvent.change(within(form).getByLabelText('Expiry year'), { target: { value: '2032' } });
    fireEvent.click(within(form).getByLabelText('Use as my default card'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Edit card/ })).toBeNull());
    const patch = backend.api.requests.find((r) => r.method === 'PATCH');
    expect(patch).toEqual({
      method: 'PATCH',
      path: '/api/account/cards/c-amex',
      body: { exp_month: 2, exp_year: 2032, card_nickname: 'Holidays', is_default_card: 1 },
    });
    await waitFor(() => expect(within(tiles()[1]).getByTestId('account-card-expiry')).toHaveTextContent('02/32'));
  });

  it("'Add a card': the provider's card fields, then a saved card from their token (no card data here)", async () => {
    const fields = installCardFieldsDouble('1117');
    try {
      const { store } = renderCards([]);
      fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
      const form = await screen.findByRole('form', { name: 'Add a card' });
      const frame = await within(form).findByTestId('account-add-card-frame');
      expect(within(form).getByTestId('account-add-card-fields')).toContainElement(frame);
      expect(fields.mountedWith).toEqual([CARD_FIELDS_CONFIG.publishableKey]);
      fireEvent.change(within(form).getByLabelText('Nickname (optional)'), { target: { value: 'Shopping' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save Card' }));

      expect(await screen.findByTestId('account-card-added')).toHaveTextContent('Your card was saved.');
      const posted = backend.api.requests.find((r) => r.method === 'POST' && r.path === '/api/account/cards')?.body;
      expect(posted).toEqual({
        token: expect.stringMatching(/^tok_test_\d+_1117$/),
        card_nickname: 'Shopping',
        is_default_card: 0,
      });
      await waitFor(() => expect(tiles()).toHaveLength(1));
      expect(within(tiles()[0]).getByTestId('account-card-number')).toHaveTextContent('•••• 1117');
      expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull();
      expect(JSON.stringify(store.getState())).not.toMatch(/"(card_number|cvc)"/);
    } finally {
      fields.restore();
    }
  });

  it('a card the fields refuse is not sent; a card the service refuses shows its message', async () => {
    const fields = installCardFieldsDouble();
    try {
      backend = mockAccountBackend({ cards: [] }, (url, request) =>
        url.pathname === '/api/account/cards' && request.method === 'POST'
          ? { status: 400, body: { error: { code: 'invalid_token', message: 'The card could not be saved' } } }
          : undefined,
      );
      renderRemote(<SavedCards />);
      fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
      const form = await screen.findByRole('form', { name: 'Add a card' });
      await within(form).findByTestId('account-add-card-frame');
      fields.results.push({ error: { code: 'incomplete', message: 'Enter a valid card number.' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save Card' }));
      expect(await screen.findByTestId('account-add-card-error')).toHaveTextContent('Check the card details.');
      expect(backend.api.requests.filter((r) => r.method === 'POST' && r.path === '/api/account/cards')).toHaveLength(
        0,
      );
      fireEvent.click(within(form).getByRole('button', { name: 'Save Card' }));
      await waitFor(() =>
        expect(screen.getByTestId('account-add-card-error')).toHaveTextContent('The card could not be saved'),
      );
    } finally {
      fields.restore();
    }
  });
});
