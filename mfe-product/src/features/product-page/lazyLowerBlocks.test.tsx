/** @jest-environment jest-fixed-jsdom */
// The product page's first load carries neither the compatibility chart nor frequently bought together. They
// are a chunk of their own (LowerBlocks), fetched when the page's lower area nears the viewport, on the shopper's first
// scroll that brings it within about a phone screen, or at once without IntersectionObserver. A module factory below
// runs the moment its module is first required, which is the moment the browser would download the chunk; had the
// page imported the blocks statically, it would run as soon as this file imports the exposed page. A module loads once
// per test file and the log is never reset, so the first tests show what comes before the fetch and the later ones
// what replaces the stand-ins (lazyLowerBlocksFailure shows a fetch that fails).
import { act, screen, within } from '@testing-library/react';
import { DrivenObserver, renderRemote } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { loadedChunks as loaded, mockRecordChunkLoad } from '../../testing/chunkLoadLog';
import { LIST_PATH, PRODUCT_PATH, productPageEachTest } from '../../testing/productPageSetup';
import { listAnswer, makeReview, TEST_PRODUCT } from '../reviews/testKit';
import { ENCLOSURE_PATH, ENCLOSURE_WITH_LOWER_BLOCKS } from './testKit';

jest.mock('./LowerBlocks', () => {
  mockRecordChunkLoad('LowerBlocks');
  return jest.requireActual('./LowerBlocks');
});

productPageEachTest({
  [ENCLOSURE_PATH]: { data: ENCLOSURE_WITH_LOWER_BLOCKS },
  [PRODUCT_PATH]: { data: TEST_PRODUCT },
  [LIST_PATH]: listAnswer([makeReview(1)]),
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function openPage(handle: string) {
  renderRemote(<ProductPageExpose />, { url: `/products/${handle}`, route: '/products/:handle' });
  await screen.findByRole('heading', { level: 1 });
  await settle();
}

const blocksShown = () => [
  screen.queryByTestId('product-compatibility-chart'),
  screen.queryByTestId('product-frequently-bought'),
];

describe('the product page fetches its lower blocks only when the shopper nears them', () => {
  it('fetches nothing for a product without them, even with its lower area in view', async () => {
    await openPage('evl-12');
    act(() => DrivenObserver.enter());
    await settle();
    expect(loaded()).toEqual([]);
    expect(screen.queryByTestId('product-compatibility-chart-pending')).toBeNull();
    expect(screen.queryByTestId('product-frequently-bought-pending')).toBeNull();
  });

  it("starts with the description and stand-ins that keep the blocks' room, without their code", async () => {
    await openPage('sealed-box');
    expect(loaded()).toEqual([]);
    expect(blocksShown()).toEqual([null, null]);
    const area = screen.getByTestId('product-lower');
    expect(DrivenObserver.all.flatMap((observer) => observer.observed)).toContain(area);
    expect(within(area).getByTestId('product-description')).toHaveTextContent('A sealed box for one 12" subwoofer.');
    expect(within(area).getByTestId('product-compatibility-chart-pending')).toHaveStyle({ height: '309px' });
    // Two items, one under another as on a phone.
    expect(within(area).getByTestId('product-frequently-bought-pending')).toHaveStyle({ height: '359px' });
    expect(within(area).getByTestId('product-frequently-bought-pending')).toHaveAttribute('data-wide', 'true');
  });

  it('fetches them when the lower area nears the viewport; they replace the stand-ins', async () => {
    await openPage('sealed-box');
    expect(loaded()).toEqual([]);

    act(() => DrivenObserver.enter());
    const chart = await screen.findByTestId('product-compatibility-chart');
    expect(loaded()).toEqual(['LowerBlocks']);
    expect(
      within(chart)
        .getAllByTestId('product-compatibility-row')
        .map((row) => row.textContent),
    ).toEqual(['EVL✓Yes', 'SSX–No']);
    const list = screen.getByTestId('product-frequently-bought');
    expect(within(list).getAllByTestId('product-fbt-item')).toHaveLength(2);
    expect(list.parentElement).toHaveAttribute('data-wide', 'true');
    expect(screen.queryByTestId('product-compatibility-chart-pending')).toBeNull();
    expect(screen.queryByTestId('product-frequently-bought-pending')).toBeNull();
  });

  it("shows them after the shopper's first scroll brings the area within a phone screen", async () => {
    await openPage('sealed-box');
    expect(blocksShown()).toEqual([null, null]);
    expect(screen.getByTestId('product-compatibility-chart-pending')).toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByTestId('product-frequently-bought')).toBeInTheDocument();
    expect(screen.getByTestId('product-compatibility-chart')).toBeInTheDocument();
  });

  it('shows them at once where there is no IntersectionObserver', async () => {
    const driven = window.IntersectionObserver;
    // @ts-expect-error: a browser without IntersectionObserver
    delete window.IntersectionObserver;
    try {
      renderRemote(<ProductPageExpose />, { url: '/products/sealed-box', route: '/products/:handle' });
      expect(await screen.findByTestId('product-compatibility-chart')).toBeInTheDocument();
      expect(screen.getByTestId('product-frequently-bought')).toBeInTheDocument();
    } finally {
      window.IntersectionObserver = driven;
    }
  });
});
