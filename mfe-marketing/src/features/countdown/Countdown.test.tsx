/** @jest-environment jest-fixed-jsdom */
import { screen } from '@testing-library/react';
import { renderRemote, type FetchDouble } from '@storefront/testing';
import Countdown from '../../expose/Countdown';
import SaleBanner from '../../expose/SaleBanner';
import GeoTransitBanner from '../../expose/GeoTransitBanner';
import { GEO_TRANSIT_TEXTS } from '../geo-transit-banner/GeoTransitBanner';
import { advance, mockMarketingApi, NOON_NY, saleFixture, settle, useFakeClock } from '../../testing/marketingTestKit';

let api: FetchDouble;
beforeEach(() => useFakeClock());
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const inMs = (ms: number) => new Date(new Date(NOON_NY).getTime() + ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function boxes() {
  return ['days', 'hours', 'minutes', 'seconds'].map((u) => screen.getByTestId(`marketing-countdown-${u}`).textContent);
}

describe('Countdown', () => {
  it('ticks every second towards the end of the New York day, in danger style within 24 hours', async () => {
    api = mockMarketingApi([saleFixture()]);
    renderRemote(<Countdown />);
    await settle();
    const timer = screen.getByTestId('marketing-countdown');
    expect(timer).toHaveAttribute('data-boundary', 'marketing');
    expect(boxes()).toEqual(['00Days', '11Hours', '59Minutes', '59Seconds']);
    expect(screen.getByTestId('marketing-countdown-mobile')).toHaveTextContent('Sale ends in 11:59:59');
    expect(timer).toHaveAttribute('data-danger', 'true');
    await advance(1000);
    expect(screen.getByTestId('marketing-countdown-seconds')).toHaveTextContent('58');
    await advance(59_000);
    expect(screen.getByTestId('marketing-countdown-mobile')).toHaveTextContent('Sale ends in 11:58:59');
  });

  it('runs BF and CM sales to their expiry, and is not in danger style with more than 2 whole days left', async () => {
    api = mockMarketingApi([saleFixture({ name: 'BF Doorbusters', saleExpiresAt: inMs(3 * DAY + 4 * HOUR + 5000) })]);
    renderRemote(<Countdown />);
    await settle();
    expect(boxes()).toEqual(['03Days', '04Hours', '00Minutes', '05Seconds']);
    expect(screen.getByTestId('marketing-countdown-mobile')).toHaveTextContent('Sale ends in 3d 04:00:05');
    expect(screen.getByTestId('marketing-countdown')).toHaveAttribute('data-danger', 'false');
    // 2 whole days left: danger.
    await advance(4 * HOUR + 10_000);
    expect(screen.getByTestId('marketing-countdown-days')).toHaveTextContent('02');
    expect(screen.getByTestId('marketing-countdown')).toHaveAttribute('data-danger', 'true');
  });

  it('uses the end of the day for other sale names even with a far expiry', async () => {
    api = mockMarketingApi([saleFixture({ name: 'Summer BF sale', saleExpiresAt: inMs(10 * DAY) })]);
    renderRemote(<Countdown />);
    await settle();
    expect(screen.getByTestId('marketing-countdown-hours')).toHaveTextContent('11');
    expect(screen.getByTestId('marketing-countdown-days')).toHaveTextContent('00');
  });

  it('shows only the variants the page switches leave on, and nothing when both are off', async () => {
    api = mockMarketingApi([saleFixture()]);
    const first = renderRemote(<Countdown desktop={false} />);
    await settle();
    expect(screen.queryByTestId('marketing-countdown-desktop')).not.toBeInTheDocument();
    expect(screen.getByTestId('marketing-countdown-mobile')).toBeInTheDocument();
    first.unmount();
    const second = renderRemote(<Countdown mobile={false} />);
    await settle();
    expect(screen.getByTestId('marketing-countdown-desktop')).toBeInTheDocument();
    expect(screen.queryByTestId('marketing-countdown-mobile')).not.toBeInTheDocument();
    second.unmount();
    const third = renderRemote(<Countdown desktop={false} mobile={false} />);
    await settle();
    expect(third.container).toBeEmptyDOMElement();
  });

  it('is hidden when the sale switches it off or there is no active sale', async () => {
    api = mockMarketingApi([saleFixture({}, { showCountdownTimer: false })]);
    const first = renderRemote(<Countdown />);
    await settle();
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();
    api.restore();
    api = mockMarketingApi([saleFixture({ saleIsActive: false })]);
    const second = renderRemote(<Countdown />);
    await settle();
    expect(second.container).toBeEmptyDOMElement();
  });
});

describe('sale expiry', () => {
  it('removes the banner and the countdown when the sale expires, without a reload', async () => {
    api = mockMarketingApi([saleFixture({ name: 'BF Flash', saleExpiresAt: inMs(10_000) })]);
    renderRemote(
      <>
        <SaleBanner />
        <Countdown />
      </>,
    );
    await settle();
    expect(screen.getByTestId('marketing-sale-banner')).toHaveTextContent('BF Flash: 15% OFF');
    expect(screen.getByTestId('marketing-countdown-seconds')).toHaveTextContent('10');
    await advance(9_000);
    expect(screen.getByTestId('marketing-countdown-seconds')).toHaveTextContent('01');
    await advance(1_000);
    expect(screen.queryByTestId('marketing-sale-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('marketing-countdown')).not.toBeInTheDocument();
  });

  it('keeps the banner of a sale expiring after the countdown target (timer only, no ticking)', async () => {
    api = mockMarketingApi([saleFixture({ saleExpiresAt: inMs(2 * DAY) })]);
    renderRemote(<SaleBanner />);
    await settle();
    expect(screen.getByTestId('marketing-sale-banner')).toBeInTheDocument();
    await advance(2 * DAY - 1000);
    expect(screen.getByTestId('marketing-sale-banner')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByTestId('marketing-sale-banner')).not.toBeInTheDocument();
  });

  it('chains its timer for an expiry beyond the 24.8-day limit of setTimeout', async () => {
    api = mockMarketingApi([saleFixture({ saleExpiresAt: inMs(30 * DAY) })]);
    renderRemote(<SaleBanner />);
    await settle();
    await advance(25 * DAY);
    expect(screen.getByTestId('marketing-sale-banner')).toBeInTheDocument();
    await advance(5 * DAY);
    expect(screen.queryByTestId('marketing-sale-banner')).not.toBeInTheDocument();
  });

  it('shows nothing for a sale that has already expired', async () => {
    api = mockMarketingApi([saleFixture({ saleExpiresAt: inMs(-1) })]);
    const { container } = renderRemote(<SaleBanner />);
    await settle();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('GeoTransitBanner', () => {
  it('shows the warehouses and the free-shipping threshold when the sale turns it on', async () => {
    api = mockMarketingApi([saleFixture({}, { showGeoTransitBanner: true })]);
    renderRemote(<GeoTransitBanner />);
    await settle();
    const bar = screen.getByTestId('marketing-geo-transit-banner');
    expect(bar).toHaveAttribute('data-boundary', 'marketing');
    expect(bar).toHaveTextContent('Orders ship from our warehouses in Tampa, FL and Las Vegas, NV.');
    expect(bar).toHaveTextContent('Free shipping on orders of $1,500.00 or more.');
    expect(GEO_TRANSIT_TEXTS.freeShipping).toContain('$1,500.00');
  });

  it('is hidden when the flag is off or there is no sale', async () => {
    api = mockMarketingApi([saleFixture()]);
    const first = renderRemote(<GeoTransitBanner />);
    await settle();
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();
    api.restore();
    api = mockMarketingApi([]);
    const second = renderRemote(<GeoTransitBanner />);
    await settle();
    expect(second.container).toBeEmptyDOMElement();
  });
});
