/** @jest-environment jest-fixed-jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSearch, mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import type { DealerLocation, DealerLocatorResponse } from '@storefront/shared-domain';
import DealerLocatorPageExpose from '../../expose/DealerLocatorPage';

function dealer(id: string, name: string, miles: number, phone?: string): DealerLocation {
  return {
    id,
    name,
    address: { address_line_1: `${id} Main St`, city: 'Tampa', state_code: 'FL', zip_code: '33606' },
    phone,
    latitude: 27.9,
    longitude: -82.4,
    distance_miles: miles,
  };
}

const ORIGIN: DealerLocatorResponse['origin'] = {
  zip_code: '33606',
  city: 'Tampa',
  state_code: 'FL',
  latitude: 27.9,
  longitude: -82.4,
};

let api: FetchDouble;
afterEach(() => api?.restore());

function serveLocator(answer: (url: URL) => { status?: number; body: unknown }) {
  api = mockApi((url) => (url.pathname === '/api/dealers/locator' ? answer(url) : undefined));
}

function renderLocator(url = '/community/dealer-locator') {
  return renderRemote(<DealerLocatorPageExpose />, { url, route: url.split('?')[0] });
}

describe('DealerLocatorPage', () => {
  it('searches by ZIP code, keeps the search in the address and lists the dealers in the order the service gives (nearest first)', async () => {
    serveLocator(() => ({
      body: {
        data: [dealer('d1', 'Car Audio Pros', 1.25, '+1 813 555 0199'), dealer('d2', 'Bass Town', 12.34, '8135550100')],
        origin: ORIGIN,
      },
    }));
    const user = userEvent.setup();
    const { router, container } = renderLocator();
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer Locator' })).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '33606');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '50');
    await user.click(screen.getByRole('button', { name: 'Find dealers' }));

    const results = await screen.findAllByTestId('account-dealer-locator-result');
    expect(results.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Car Audio Pros', 'Bass Town']);
    expect(within(results[0]).getByTestId('account-dealer-locator-distance')).toHaveTextContent('1.3 mi');
    expect(within(results[1]).getByTestId('account-dealer-locator-distance')).toHaveTextContent('12.3 mi');
    expect(within(results[0]).getByTestId('account-dealer-locator-phone')).toHaveTextContent('(813) 555-0199');
    expect(within(results[0]).getByText('d1 Main St')).toBeInTheDocument();
    expect(within(results[0]).getByText('Tampa, FL 33606')).toBeInTheDocument();

    expect(currentSearch(router).get('zip')).toBe('33606');
    expect(currentSearch(router).get('radius')).toBe('50');
    const call = api.callsTo('/api/dealers/locator')[0];
    expect(call.searchParams.get('zip')).toBe('33606');
    expect(call.searchParams.get('radius')).toBe('50');
  });

  it('runs the search of a shared address (city and state) on arrival', async () => {
    serveLocator(() => ({ body: { data: [dealer('d1', 'Car Audio Pros', 3)], origin: ORIGIN } }));
    renderLocator('/pages/dealer-locator?city=Tampa&state=fl');
    expect(await screen.findByTestId('account-dealer-locator-result')).toHaveTextContent('Car Audio Pros');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Tampa');
    const call = api.callsTo('/api/dealers/locator')[0];
    expect([call.searchParams.get('city'), call.searchParams.get('state')]).toEqual(['Tampa', 'FL']);
  });

  it("says it could not find the place when the service answers 404 'unknown_location'", async () => {
    serveLocator(() => ({
      status: 404,
      body: { error: { code: 'unknown_location', message: 'Unknown ZIP code 00000' } },
    }));
    renderLocator('/community/dealer-locator?zip=00000');
    expect(await screen.findByTestId('account-dealer-locator-error')).toHaveTextContent(
      'We could not find that ZIP code or city.',
    );
  });

  it('says no dealers were found within the radius', async () => {
    serveLocator(() => ({ body: { data: [], origin: ORIGIN } }));
    renderLocator('/community/dealer-locator?zip=33606&radius=25');
    expect(await screen.findByTestId('account-dealer-locator-empty')).toHaveTextContent(
      'No dealers found within 25 miles.',
    );
  });

  it('shows field errors and calls nothing for a bad ZIP or a missing city and state', async () => {
    serveLocator(() => ({ body: { data: [], origin: ORIGIN } }));
    const user = userEvent.setup();
    renderLocator();
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Find dealers' }));
    expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'City and state' }));
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'F');
    await user.click(screen.getByRole('button', { name: 'Find dealers' }));
    expect(screen.getByText('Enter a city.')).toBeInTheDocument();
    expect(screen.getByText('Enter a 2-letter state code.')).toBeInTheDocument();
    expect(api.callsTo('/api/dealers/locator')).toHaveLength(0);
  });
});
