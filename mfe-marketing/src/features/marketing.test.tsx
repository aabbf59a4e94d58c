/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import SaleBanner from '../expose/SaleBanner';
import ContentPage from '../expose/ContentPage';
import { contentPageTitle } from './content-page/ContentPage';
import { saleFixture } from '../testing/marketingTestKit';

let api: FetchDouble;
afterEach(() => api?.restore());

// Far enough ahead that the banner never expires under a real clock.
// A sale that has not ended (the banner shows it whatever today's date).
const SALE = saleFixture({ saleExpiresAt: '2999-12-31T23:59:59.999-05:00' });

function sales(list: unknown[]) {
  api = mockApi((url) => (url.pathname === '/api/sale-settings' ? { body: { data: list } } : undefined));
}

describe('SaleBanner', () => {
  it('shows the current sale with its name and percentage', async () => {
    sales([{ ...SALE, name: 'Old sale', saleIsActive: false }, SALE]);
    renderRemote(<SaleBanner />);
    const banner = await screen.findByTestId('marketing-sale-banner');
    expect(banner).toHaveTextContent('Fall Savings Event: 15% OFF');
    expect(banner).toHaveAttribute('data-boundary', 'marketing');
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/sale-settings' });
  });

  it('shows nothing without an active sale, when the banner is switched off, or when the call fails', async () => {
    sales([{ ...SALE, saleIsActive: false }]);
    const first = renderRemote(<SaleBanner />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.queryByTestId('marketing-sale-banner')).not.toBeInTheDocument();
    first.unmount();
    api.restore();

    sales([{ ...SALE, layoutSettings: { ...SALE.layoutSettings, showSaleBanner: false } }]);
    const second = renderRemote(<SaleBanner />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.queryByTestId('marketing-sale-banner')).not.toBeInTheDocument();
    second.unmount();
    api.restore();

    api = mockApi(() => ({ status: 500, body: { error: { code: 'X', message: 'down' } } }));
    renderRemote(<SaleBanner />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.queryByTestId('marketing-sale-banner')).not.toBeInTheDocument();
  });
});

describe('ContentPage titles while the page loads', () => {
  beforeEach(() => {
    api = mockApi(() => new Promise(() => undefined));
  });

  it.each([
    ['/pages/contact-us', 'Contact Us'],
    ['/pages/return-policy', 'Return Policy'],
    ['/pages/career-opportunities', 'Career Opportunities'],
    ['/pages/about-us', 'About Us'],
    ['/pages/frequently-asked-questions', 'Frequently Asked Questions'],
    ['/pages/privacy-policy', 'Privacy Policy'],
    ['/pages/warranty-policy', 'Warranty Policy'],
    ['/pages/financing', 'Financing'],
    ['/pages/terms-and-conditions', 'Terms and Conditions'],
    ['/pages/become-a-dealer', 'Become a Dealer'],
    ['/pages/reviews', 'Reviews'],
  ])('%s is titled %s', (path, title) => {
    renderRemote(<ContentPage />, { url: path, route: '/pages/:page' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/jobs', 'Jobs'],
    ['/box-design-calculator', 'Box Design Calculator'],
    ['/subwoofer-wiring-diagrams', 'Subwoofer Wiring Diagrams'],
  ])('%s (no :page parameter) is titled %s', (path, title) => {
    renderRemote(<ContentPage />, { url: path, route: path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('titles any other ({hash}) page from its handle', () => {
    expect(contentPageTitle('summer-install-guide')).toBe('Summer Install Guide');
    expect(contentPageTitle('a1b2c3')).toBe('A1b2c3');
    expect(contentPageTitle('')).toBe('Page');
  });
});
