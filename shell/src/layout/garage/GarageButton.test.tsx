/** @jest-environment jest-fixed-jsdom */
// The header's 'My garage' button and its panel: the same empty label on the server and at hydration, the active
// vehicle after; the panel picks, renames, removes (asked first) and adds vehicles from the finder lists.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  GARAGE_LIMITS,
  addGarageVehicle,
  getGarage,
  getMyVehicle,
  resetMyVehicleForTests,
  setMyVehicle,
} from '@storefront/shared-domain';
import { jsonResponse, renderShell } from '../../test/fakes';
import { GarageButton } from './GarageButton';

const realFetch = globalThis.fetch;
const LISTS: Record<string, Record<string, unknown>> = {
  '/api/vehicles/years': { years: [2018, 2016] },
  '/api/vehicles/makes': { makes: ['Ford', 'Honda'] },
  '/api/vehicles/models': { models: ['Civic', 'F-150'] },
};
beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shell.test');
    if (url.pathname === '/api/vehicles/trims')
      return jsonResponse({ trims: url.searchParams.get('model') === 'F-150' ? ['Crew Cab', 'Regular Cab'] : [] });
    return LISTS[url.pathname] ? jsonResponse(LISTS[url.pathname]) : jsonResponse({}, 404);
  }) as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const button = () => screen.getByTestId('shell-garage-button-wide');
async function openPanel() {
  button().focus();
  fireEvent.click(button());
  return screen.findByRole('dialog', { name: 'My garage' });
}

describe('GarageButton', () => {
  it('renders the empty state on the server whatever is stored, then the active vehicle in the browser', () => {
    setMyVehicle({ year: 2018, make: 'Ford', model: 'F-150' });
    const html = renderToString(<GarageButton variant="wide" />);
    expect(html).toContain('Add a vehicle');
    expect(html).toContain('aria-label="My garage, Add a vehicle"');
    renderShell(<GarageButton variant="wide" />);
    expect(button()).toHaveAccessibleName('My garage, 2018 Ford F-150');
    expect(button()).toHaveTextContent('2018 Ford F-150');
    act(() => setMyVehicle({ year: 2016, make: 'Honda', model: 'Civic', name: 'Daily' }));
    expect(button()).toHaveTextContent('Daily');
  });

  it("says 'Add a vehicle' with no active vehicle, its name saying what it shows", () => {
    renderShell(<GarageButton variant="mobile" />);
    const mobile = screen.getByRole('button', { name: 'My garage, Add a vehicle' });
    expect(mobile).toHaveTextContent('Add a vehicle');
    expect(mobile).toHaveAttribute('aria-haspopup', 'dialog');
    expect(mobile).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('GaragePanel', () => {
  it('picks the active vehicle with one tap, and no vehicle; Escape closes and focus returns', async () => {
    setMyVehicle({ year: 2018, make: 'Ford', model: 'F-150', trim: 'Crew Cab' });
    setMyVehicle({ year: 2016, make: 'Honda', model: 'Civic' });
    renderShell(<GarageButton variant="wide" />);
    const dialog = await openPanel();
    expect(within(dialog).getByText('2 of 10 vehicles')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Shopping for' })).toBeInTheDocument();
    const truck = within(dialog).getByRole('radio', { name: '2018 Ford F-150 Crew Cab' });
    expect(within(dialog).getByRole('radio', { name: '2016 Honda Civic' })).toBeChecked();
    fireEvent.click(truck);
    expect(truck).toBeChecked();
    expect(getMyVehicle()).toEqual({ year: 2018, make: 'Ford', model: 'F-150', trim: 'Crew Cab' });
    expect(button()).toHaveTextContent('2018 Ford F-150');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No vehicle (show everything)' }));
    expect(getMyVehicle()).toBeNull();
    expect(button()).toHaveTextContent('Add a vehicle');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button()).toHaveFocus());
  });

  it('renames (refusing unsafe names) and removes after asking', async () => {
    setMyVehicle({ year: 2016, make: 'Honda', model: 'Civic' });
    renderShell(<GarageButton variant="wide" />);
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename 2016 Honda Civic' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name for 2016 Honda Civic' });
    fireEvent.change(name, { target: { value: '<b>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Use up to 40 letters, digits, spaces and . & ' - /");
    fireEvent.change(name, { target: { value: 'Daily driver' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(button()).toHaveTextContent('Daily driver');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 2016 Honda Civic' }));
    expect(within(dialog).getByText('Remove 2016 Honda Civic from your garage?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(getGarage().vehicles).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 2016 Honda Civic' }));
    fireEvent.click(within(dialog).getByTestId('shell-garage-remove-yes'));
    expect(getGarage()).toEqual({ vehicles: [], activeId: null });
    expect(within(dialog).getByText(/No vehicles yet/)).toBeInTheDocument();
  });

  it('adds a vehicle from the finder lists, with Trim / Cab only when the model has trims, and makes it active', async () => {
    renderShell(<GarageButton variant="wide" />);
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a vehicle' }));
    const select = (name: string) => within(dialog).getByRole('combobox', { name });
    await within(dialog).findByRole('option', { name: '2018' });
    fireEvent.change(select('Year'), { target: { value: '2018' } });
    await within(dialog).findByRole('option', { name: 'Ford' });
    fireEvent.change(select('Make'), { target: { value: 'Ford' } });
    await within(dialog).findByRole('option', { name: 'Civic' });
    fireEvent.change(select('Model'), { target: { value: 'Civic' } });
    const trimsAsked = expect.stringContaining('/api/vehicles/trims?year=2018&make=Ford&model=Civic');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith(trimsAsked, expect.anything()));
    expect(within(dialog).queryByRole('combobox', { name: 'Trim / Cab' })).not.toBeInTheDocument();
    fireEvent.change(select('Model'), { target: { value: 'F-150' } });
    await within(dialog).findByRole('option', { name: 'Crew Cab' });
    fireEvent.change(select('Trim / Cab'), { target: { value: 'Crew Cab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add and shop for it' }));
    expect(getMyVehicle()).toEqual({ year: 2018, make: 'Ford', model: 'F-150', trim: 'Crew Cab' });
    expect(within(dialog).getByRole('radio', { name: '2018 Ford F-150 Crew Cab' })).toBeChecked();
  });

  it('says the garage is full at 10 vehicles and offers no add', async () => {
    for (let i = 0; i < GARAGE_LIMITS.maxVehicles; i++)
      addGarageVehicle({ year: 2000 + i, make: 'Ford', model: 'F-150' });
    renderShell(<GarageButton variant="wide" />);
    const dialog = await openPanel();
    expect(within(dialog).getByTestId('shell-garage-count')).toHaveTextContent(
      'Your garage holds up to 10 vehicles. Remove one to add another.',
    );
    expect(within(dialog).getByRole('button', { name: 'Add a vehicle' })).toBeDisabled();
  });
});
