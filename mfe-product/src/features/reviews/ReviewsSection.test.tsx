/** @jest-environment jest-fixed-jsdom */
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUS_GLOBAL_KEY, sessionReceived, type ProductDetail, type Review } from '@storefront/shared-domain';
import { DrivenObserver, renderRemote, setViewport } from '@storefront/testing';
import { renderReviewsSection, reviewsSectionEachTest } from '../../testing/reviewsSection';
import { ReviewsSection } from './index';
import { listAnswer, makeReview, serveReviews, TEST_PRODUCT, type ReviewsServer } from './testKit';
import { resetMyVehicleForTests } from '@storefront/shared-domain';

let server: ReviewsServer;
const undo = reviewsSectionEachTest();

beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
});

afterEach(() => {
  server?.restore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
  document.body.style.overflow = '';
});

async function renderLoaded(reviews: Review[], extra: Parameters<typeof listAnswer>[1] = {}) {
  server = serveReviews({ list: () => listAnswer(reviews, extra) });
  const rendered = renderReviewsSection();
  act(() => DrivenObserver.enter());
  if (reviews.length > 0) await screen.findAllByTestId('product-review');
  else await screen.findByTestId('product-reviews-empty');
  await photosShown(reviews);
  return rendered;
}

/** The photo strip follows the list by one effect (the pages seen are kept after the page shown renders). */
async function photosShown(reviews: Review[]) {
  if (reviews.some((review) => (review.images?.length ?? 0) > 0))
    await screen.findAllByTestId('product-reviews-photo-tile');
}

/** Serves `page0` then, for ?page=1, `page1` (23 reviews in all), renders the section and waits for its reviews. */
async function renderTwoPages(page0: Review[], page1: Review[]) {
  server = serveReviews({
    list: (url) =>
      url.searchParams.get('page') === '1'
        ? listAnswer(page1, { count: 23, matchCount: 23, page: 1 })
        : listAnswer(page0, { count: 23, matchCount: 23 }),
  });
  renderReviewsSection();
  act(() => DrivenObserver.enter());
  await screen.findAllByTestId('product-review');
  await photosShown(page0);
}

const withPhotos = (n: number, count = 1) =>
  makeReview(n, { images: Array.from({ length: count }, (_, i) => `https://img.test/r${n}-${i}.jpg`) });

describe('loading', () => {
  it('loads once, when the section comes within 200 px of the viewport', async () => {
    server = serveReviews({ list: () => listAnswer([makeReview(1)]) });
    renderReviewsSection();
    expect(screen.getByRole('heading', { name: 'Customer Reviews' })).toBeInTheDocument();
    expect(screen.getByText('Loading reviews...')).toBeInTheDocument();
    expect(DrivenObserver.all[0]?.options.rootMargin).toBe('200px');
    expect(server.listCalls()).toHaveLength(0);

    act(() => DrivenObserver.enter());
    await screen.findByTestId('product-review');
    act(() => DrivenObserver.enter());
    await act(async () => undefined);
    expect(server.listCalls()).toHaveLength(1);
    expect(server.listCalls()[0]!.search).toBe('?skus=EVL-12%20D2&page=0');
    expect(document.getElementById('product-reviews')).not.toBeNull();
    expect(document.getElementById('all-reviews')).not.toBeNull();
  });

  it('asks for the whole coil family of a D1/D2/D4 sku', async () => {
    server = serveReviews({ list: () => listAnswer([]) });
    const product = {
      ...TEST_PRODUCT,
      sku: 'ZVX-12 D2',
      relatedVariants: [
        { sku: 'ZVX-12 D2', site_handle: 'zvx', path: '' },
        { sku: 'ZVX-12 D4', site_handle: 'zvx', path: '' },
        { sku: 'ZVX-15 D4', site_handle: 'zvx', path: '' },
      ],
    } as ProductDetail;
    renderReviewsSection({ product, selectedSku: 'ZVX-12 D2' });
    act(() => DrivenObserver.enter());
    await waitFor(() => expect(server.listCalls()).toHaveLength(1));
    expect(server.listCalls()[0]!.search).toBe('?skus=ZVX-12%20D2,ZVX-12%20D4&page=0');
  });

  it('starts again from page 0 with an empty list when the selected sku changes', async () => {
    server = serveReviews({
      list: (url) =>
        url.searchParams.get('skus') === 'EVL-12 D4'
          ? listAnswer([makeReview(9, { title: 'Other variant' })])
          : listAnswer([makeReview(1, { title: 'First variant' })], { count: 45, matchCount: 45 }),
    });
    function Harness() {
      const [sku, setSku] = useState('EVL-12 D2');
      return (
        <>
          <button onClick={() => setSku('EVL-12 D4')}>switch</button>
          <ReviewsSection product={{ ...TEST_PRODUCT, sku }} selectedSku={sku} writeReviewRequested={false} />
        </>
      );
    }
    renderRemote(<Harness />);
    act(() => DrivenObserver.enter());
    await screen.findByText('First variant');
    fireEvent.click(screen.getByTestId('product-reviews-page-2'));
    await waitFor(() => expect(server.listCalls().at(-1)!.searchParams.get('page')).toBe('1'));
    fireEvent.click(screen.getByText('switch'));
    expect(screen.queryByText('First variant')).not.toBeInTheDocument();
    expect(await screen.findByText('Other variant')).toBeInTheDocument();
    const last = server.listCalls().at(-1)!;
    expect(last.searchParams.get('skus')).toBe('EVL-12 D4');
    expect(last.searchParams.get('page')).toBe('0');
  });
});

describe('summary and list', () => {
  it('shows the stars by the rounded average, the average to one decimal and the counts', async () => {
    await renderLoaded([makeReview(1)], { count: 42, avgScore: 4.25, matchCount: 1 });
    const summary = screen.getByTestId('product-reviews-summary');
    expect(within(summary).getByTestId('product-reviews-average')).toHaveTextContent('4.3');
    expect(within(summary).getByRole('img', { name: 'Rated 4.3 out of 5' })).toHaveAttribute('data-filled', '4');
    expect(within(summary).getByText('Based on 42 reviews')).toBeInTheDocument();
    expect(screen.getByTestId('product-reviews-count')).toHaveTextContent('42 Customer Reviews');
  });

  it('shows first name, date, Verified Buyer, a blank Null title and the reviewer vehicle', async () => {
    await renderLoaded([
      makeReview(1, {
        reviewer: { name: 'Jane Q Public' },
        title: 'Null',
        review_date: '2023-01-05T15:00:00.000Z',
        vehicle: { year: 2018, make: 'Ford', model: 'F-150' },
      }),
      makeReview(2, { verified: null, title: 'Undefined' }),
    ]);
    const [first, second] = screen.getAllByTestId('product-review');
    expect(within(first!).getByTestId('product-review-author')).toHaveTextContent(/^Jane$/);
    expect(within(first!).getByText('Jan 5, 2023')).toBeInTheDocument();
    expect(within(first!).getByTestId('product-review-verified')).toHaveTextContent('Verified Buyer');
    expect(within(first!).getByTestId('product-review-title')).toBeEmptyDOMElement();
    expect(within(first!).getByText('Installed in a 2018 Ford F-150')).toBeInTheDocument();
    expect(within(second!).queryByTestId('product-review-verified')).not.toBeInTheDocument();
    expect(within(second!).getByTestId('product-review-title')).toBeEmptyDOMElement();
  });

  it('renders markup in a review as text', async () => {
    const { container } = await renderLoaded([
      makeReview(1, { title: '<b>bold</b>', body: '<img src=x onerror="alert(1)"><script>alert(2)</script>' }),
    ]);
    const body = screen.getByTestId('product-review-body');
    expect(body).toHaveTextContent('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(body.querySelector('img, script')).toBeNull();
    expect(screen.getByTestId('product-review-title')).toHaveTextContent('<b>bold</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('cuts a body over 600 characters with read more... on desktop', async () => {
    const long = 'a'.repeat(590) + ' ' + 'b'.repeat(109);
    await renderLoaded([makeReview(1, { body: long })]);
    const body = screen.getByTestId('product-review-body');
    expect(body.textContent).toBe(`${long.slice(0, 600)}… read more...`);
    fireEvent.click(within(body).getByRole('button', { name: 'read more...' }));
    expect(body.textContent).toBe(long);
  });

  it('cuts text over 175 characters on mobile with More/Hide', async () => {
    undo.push(setViewport('mobile'));
    const long = 'c'.repeat(200);
    await renderLoaded([makeReview(1, { body: long })]);
    const body = screen.getByTestId('product-review-body');
    expect(body.textContent).toBe(`${'c'.repeat(175)}… More`);
    fireEvent.click(within(body).getByRole('button', { name: 'More' }));
    expect(body.textContent).toBe(`${long} Hide`);
    fireEvent.click(within(body).getByRole('button', { name: 'Hide' }));
    expect(body.textContent).toBe(`${'c'.repeat(175)}… More`);
  });
});

describe('sort and filters', () => {
  it('sends sort, stars (histogram bars) and the remembered vehicle', async () => {
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2018, make: 'Ford', model: 'F-150' }));
    await renderLoaded([makeReview(1)]);
    const last = () => server.listCalls().at(-1)!.searchParams;

    fireEvent.change(screen.getByTestId('product-reviews-sort'), { target: { value: 'helpful' } });
    await waitFor(() => expect(last().get('sort')).toBe('helpful'));
    expect(
      Array.from(screen.getByTestId('product-reviews-sort').querySelectorAll('option')).map((o) => o.textContent),
    ).toEqual(['Most Recent', 'Highest Rating', 'Lowest Rating', 'With Photos', 'Most Helpful']);

    fireEvent.click(screen.getByTestId('product-reviews-histogram-5'));
    await waitFor(() => expect(last().get('stars')).toBe('5'));
    expect(screen.getByTestId('product-reviews-histogram-5')).toHaveAttribute('aria-pressed', 'true');
    expect(last().get('page')).toBe('0');

    fireEvent.click(screen.getByLabelText('Reviews from owners of my vehicle'));
    await waitFor(() => expect(last().get('vehicle')).toBe('2018|Ford|F-150'));
    expect(server.listCalls().at(-1)!.search).toContain('vehicle=2018%7CFord%7CF-150');

    fireEvent.click(screen.getByTestId('product-reviews-histogram-5'));
    await waitFor(() => expect(last().get('stars')).toBeNull());
  });

  it('offers the vehicle filter only when the catalogue remembers a vehicle', async () => {
    await renderLoaded([makeReview(1)]);
    expect(screen.queryByText('Reviews from owners of my vehicle')).not.toBeInTheDocument();
  });
});

describe('owners of my vehicle', () => {
  const F150 = { year: 2018, make: 'Ford', model: 'F-150' };
  const counts = (fitted: number, withChanges: number, didNotFit: number) => ({
    fitted,
    'fitted-with-changes': withChanges,
    'did-not-fit': didNotFit,
  });

  it("sums up the verdicts of my vehicle's owners above the list, from the service's counts", async () => {
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify(F150));
    server = serveReviews({
      list: () => listAnswer([makeReview(1)]),
      fitSummary: (url) => ({
        vehicle: F150,
        counts: url.searchParams.get('vehicle') ? counts(2, 1, 0) : counts(0, 0, 0),
      }),
    });
    renderReviewsSection();
    act(() => DrivenObserver.enter());
    expect(await screen.findByTestId('product-reviews-fit-summary')).toHaveTextContent(
      '3 owners of a 2018 Ford F-150: 2 fitted, 1 fitted with changes',
    );
    const call = server.api.callsTo('/api/reviews/fitSummary')[0]!;
    expect(call.search).toBe('?skus=EVL-12%20D2&vehicle=2018%7CFord%7CF-150');
  });

  it('says nothing without owners who gave a verdict, and asks nothing without a whole vehicle', async () => {
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify(F150));
    server = serveReviews({
      list: () => listAnswer([makeReview(1)]),
      fitSummary: () => ({ vehicle: F150, counts: counts(0, 0, 0) }),
    });
    const first = renderReviewsSection();
    act(() => DrivenObserver.enter());
    await screen.findByTestId('product-review');
    await waitFor(() => expect(server.api.callsTo('/api/reviews/fitSummary')).toHaveLength(1));
    expect(screen.queryByTestId('product-reviews-fit-summary')).toBeNull();
    first.unmount();
    server.restore();
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2018, make: 'Ford' }));
    resetMyVehicleForTests();
    await renderLoaded([makeReview(1)]);
    expect(server.api.callsTo('/api/reviews/fitSummary')).toHaveLength(0);
  });

  it("shows each owner's verdict and note with their vehicle, and install photos first in the strip", async () => {
    await renderLoaded([
      withPhotos(1, 1),
      makeReview(2, {
        vehicle: F150,
        fitVerdict: 'fitted-with-changes',
        fitNote: 'Trimmed the carpet.',
        images: ['https://img.test/r2-install.jpg', 'https://img.test/r2-box.jpg'],
        installImages: ['https://img.test/r2-install.jpg'],
      }),
      makeReview(3, { vehicle: F150, fitVerdict: 'fitted' }),
    ]);
    const [, second, third] = screen.getAllByTestId('product-review');
    expect(within(second!).getByTestId('product-review-vehicle')).toHaveTextContent(
      'Installed in a 2018 Ford F-150 · Fitted with changes',
    );
    expect(within(second!).getByTestId('product-review-fit-note')).toHaveTextContent('Trimmed the carpet.');
    expect(within(third!).getByTestId('product-review-vehicle')).toHaveTextContent(
      'Installed in a 2018 Ford F-150 · Fitted as is',
    );
    expect(within(third!).queryByTestId('product-review-fit-note')).toBeNull();
    const tiles = screen.getAllByTestId('product-reviews-photo-tile');
    expect(tiles.map((t) => t.querySelector('img')?.getAttribute('src'))).toEqual([
      expect.stringContaining('r2-install'),
      expect.stringContaining('r1-0'),
      expect.stringContaining('r2-box'),
    ]);
    expect(within(tiles[0]!).getByTestId('product-reviews-install-photo')).toHaveTextContent('Install photo');
    expect(within(tiles[1]!).queryByTestId('product-reviews-install-photo')).toBeNull();
  });
});

describe('pagination', () => {
  const labels = () =>
    Array.from(screen.getByTestId('product-reviews-pagination').querySelectorAll('li')).map(
      (li) => li.getAttribute('data-testid') ?? li.querySelector('button')?.getAttribute('data-testid'),
    );

  it('desktop: first, 3 around the current page, last, ellipses, next only when available', async () => {
    await renderLoaded([makeReview(1)], { count: 200, matchCount: 200 });
    expect(labels()).toEqual([
      'product-reviews-page-1',
      'product-reviews-page-2',
      'product-reviews-page-3',
      'product-reviews-page-4',
      'product-reviews-ellipsis',
      'product-reviews-page-10',
      'product-reviews-page-next',
    ]);
    expect(screen.getByTestId('product-reviews-page-1')).toHaveAttribute('aria-current', 'page');
  });

  it('loads the chosen page and scrolls to #all-reviews 100 ms later', async () => {
    const scrolled: Element[] = [];
    const real = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    undo.push(() => (Element.prototype.scrollIntoView = real));
    await renderLoaded([makeReview(1)], { count: 200, matchCount: 200 });
    const clickedAt = Date.now();
    fireEvent.click(screen.getByTestId('product-reviews-page-4'));
    expect(scrolled).toHaveLength(0);
    await waitFor(() => expect(server.listCalls().at(-1)!.searchParams.get('page')).toBe('3'));
    await waitFor(() => expect(scrolled.map((e) => e.id)).toEqual(['all-reviews']));
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(95);
    expect(labels()).toEqual([
      'product-reviews-page-prev',
      'product-reviews-page-1',
      'product-reviews-page-2',
      'product-reviews-page-3',
      'product-reviews-page-4',
      'product-reviews-page-5',
      'product-reviews-page-6',
      'product-reviews-page-7',
      'product-reviews-ellipsis',
      'product-reviews-page-10',
      'product-reviews-page-next',
    ]);
  });

  it('mobile: one number around the current page', async () => {
    undo.push(setViewport('mobile'));
    await renderLoaded([makeReview(1)], { count: 200, matchCount: 200 });
    fireEvent.click(screen.getByTestId('product-reviews-page-10'));
    await waitFor(() => expect(screen.getByTestId('product-reviews-page-10')).toHaveAttribute('aria-current', 'page'));
    expect(labels()).toEqual([
      'product-reviews-page-prev',
      'product-reviews-page-1',
      'product-reviews-ellipsis',
      'product-reviews-page-9',
      'product-reviews-page-10',
    ]);
  });

  it('counts pages from matchCount and hides itself at one page', async () => {
    await renderLoaded([makeReview(1)], { count: 200, matchCount: 20 });
    expect(screen.queryByTestId('product-reviews-pagination')).not.toBeInTheDocument();
  });
});

describe('helpful vote', () => {
  it('counts once at once, shows voted, remembers it under reviewedIds; a second click does nothing', async () => {
    await renderLoaded([makeReview(1, { thumbs_up: 3 })]);
    const button = screen.getByTestId('product-review-helpful');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(screen.getByTestId('product-review-helpful-count')).toHaveTextContent('4');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('reviewedIds')!)).toEqual([{ r1: 4 }]);
    await waitFor(() => expect(server.votes).toEqual([{ reviewId: 'r1' }]));
    fireEvent.click(button);
    await act(async () => undefined);
    expect(screen.getByTestId('product-review-helpful-count')).toHaveTextContent('4');
    expect(server.votes).toHaveLength(1);
  });

  it('a vote remembered from an earlier visit shows as voted and is not sent again', async () => {
    window.localStorage.setItem('reviewedIds', JSON.stringify([{ r1: 8 }]));
    await renderLoaded([makeReview(1, { thumbs_up: 8 })]);
    const button = screen.getByTestId('product-review-helpful');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    await act(async () => undefined);
    expect(server.votes).toHaveLength(0);
    expect(screen.getByTestId('product-review-helpful-count')).toHaveTextContent('8');
  });
});

describe('photos', () => {
  it('strip: up to 2 photos per review, View All Photos tile when more than 3, grid of 4 columns', async () => {
    await renderLoaded([withPhotos(1, 3), withPhotos(2, 2), makeReview(3)]);
    expect(screen.getByRole('heading', { name: 'Customer Photos' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-reviews-photo-tile')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('product-reviews-view-all'));
    // The viewer is a lazily loaded chunk: it shows once that arrives.
    const dialog = await screen.findByRole('dialog', { name: 'Review Photos' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByTestId('product-review-grid')).toHaveAttribute('data-columns', '4');
    fireEvent.click(within(dialog).getAllByTestId('product-review-grid-tile')[2]!);
    expect(screen.getByRole('dialog', { name: 'Review Photo' })).toBeInTheDocument();
    // The first photo of the second review: the counter is the place among that review's photos.
    expect(screen.getByTestId('product-review-lightbox-counter')).toHaveTextContent('1 / 2');
    fireEvent.click(screen.getByTestId('product-review-lightbox-view-all'));
    expect(screen.getByRole('dialog', { name: 'Review Photos' })).toBeInTheDocument();
  });

  it('no View All Photos tile with 3 photos or fewer; 2 columns on mobile', async () => {
    undo.push(setViewport('mobile'));
    await renderLoaded([withPhotos(1, 2), withPhotos(2, 1)]);
    expect(screen.getAllByTestId('product-reviews-photo-tile')).toHaveLength(3);
    expect(screen.queryByTestId('product-reviews-view-all')).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByTestId('product-reviews-photo-tile')[0]!);
    expect(await screen.findByTestId('product-review-lightbox')).toHaveAttribute('data-variant', 'mobile');
  });

  it('lightbox: arrow keys move across reviews, arrows hidden at the very ends, Escape closes and drops the hash', async () => {
    const { store } = await renderLoaded([withPhotos(1, 2), makeReview(2), withPhotos(3, 1)]);
    fireEvent.click(screen.getAllByTestId('product-reviews-photo-tile')[0]!);
    expect(window.location.hash).toBe('#reviewPopup');
    await screen.findByRole('dialog');
    const counter = () => screen.getByTestId('product-review-lightbox-counter').textContent;
    expect(counter()).toBe('1 / 2');
    expect(screen.queryByTestId('product-review-lightbox-prev')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-review-lightbox-close')).toHaveFocus();

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 2');
    // The last photo of a review: next goes to the next review (with photos) at photo 0.
    fireEvent.click(screen.getByTestId('product-review-lightbox-next'));
    expect(counter()).toBe('1 / 1');
    expect(store.getState().ui.reviewModal).toMatchObject({ reviewModalId: 'r3', initialReviewImageIndex: 0 });
    expect(screen.queryByTestId('product-review-lightbox-next')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 1');
    // The first photo of a review: previous goes to the previous review's last photo.
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 2');
    expect(store.getState().ui.reviewModal).toMatchObject({ reviewModalId: 'r1', initialReviewImageIndex: 1 });

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/products/evl-12');
    // The id and indexes reset 500 ms after closing.
    expect(store.getState().ui.reviewModal.reviewModalId).toBe('r1');
    await waitFor(() => expect(store.getState().ui.reviewModal.reviewModalId).toBeNull(), { timeout: 1500 });
  });

  it('Back closes the viewer (popstate) without a reload', async () => {
    await renderLoaded([withPhotos(1, 1)]);
    fireEvent.click(screen.getAllByTestId('product-reviews-photo-tile')[0]!);
    expect(window.location.hash).toBe('#reviewPopup');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.hash).toBe('');
  });

  it('individual mode (a photo of one review) never crosses reviews', async () => {
    await renderLoaded([withPhotos(1, 2), withPhotos(2, 2)]);
    const [first] = screen.getAllByTestId('product-review');
    fireEvent.click(within(first!).getAllByTestId('product-review-photo')[1]!);
    expect(await screen.findByTestId('product-review-lightbox-counter')).toHaveTextContent('2 / 2');
    expect(screen.queryByTestId('product-review-lightbox-next')).not.toBeInTheDocument();
    expect(screen.queryByTestId('product-review-lightbox-view-all')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByTestId('product-review-lightbox-counter')).toHaveTextContent('2 / 2');
    fireEvent.click(screen.getByTestId('product-review-lightbox-close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('photos: loading, focus and more reviews', () => {
  it('a spinner until the photo loads, an error icon when it fails', async () => {
    await renderLoaded([withPhotos(1, 2)]);
    fireEvent.click(screen.getAllByTestId('product-reviews-photo-tile')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('product-review-lightbox-spinner')).toBeInTheDocument();
    fireEvent.load(within(dialog).getByRole('img', { name: 'Title 1' }));
    expect(within(dialog).queryByTestId('product-review-lightbox-spinner')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.error(within(dialog).getByRole('img', { name: 'Title 1' }));
    expect(within(dialog).getByRole('img', { name: 'This photo could not be loaded' })).toBeInTheDocument();
  });

  it('keeps focus inside the dialog (Tab wraps around)', async () => {
    await renderLoaded([withPhotos(1, 2), withPhotos(2, 1)]);
    fireEvent.click(screen.getAllByTestId('product-reviews-photo-tile')[1]!);
    const dialog = await screen.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    buttons.at(-1)!.focus();
    fireEvent.keyDown(buttons.at(-1)!, { key: 'Tab' });
    expect(buttons[0]).toHaveFocus();
    fireEvent.keyDown(buttons[0]!, { key: 'Tab', shiftKey: true });
    expect(buttons.at(-1)).toHaveFocus();
  });

  it('loads more reviews when fewer than 4 photos remain, merging by id', async () => {
    const page0 = Array.from({ length: 20 }, (_, i) => (i < 4 ? withPhotos(i + 1, 1) : makeReview(i + 1)));
    // Page 1 repeats a review of page 0 (a new review moved the pages): it is shown once.
    const page1 = [withPhotos(3, 1), withPhotos(21, 1), withPhotos(22, 1)];
    await renderTwoPages(page0, page1);
    expect(screen.getAllByTestId('product-reviews-photo-tile')).toHaveLength(4);
    fireEvent.click(screen.getAllByTestId('product-reviews-photo-tile')[0]!);
    // 4 photos, viewing the first: 3 remain, so page 1 is asked for.
    await waitFor(() => expect(server.listCalls().map((u) => u.searchParams.get('page'))).toEqual(['0', '1']));
    await waitFor(() => expect(server.listCalls()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('product-review-lightbox-close'));
    await waitFor(() => expect(screen.getAllByTestId('product-reviews-photo-tile')).toHaveLength(6));
  });

  it("the counter is the photo's place in the shown review's photos, steady while moving and loading more", async () => {
    const page0 = Array.from({ length: 20 }, (_, i) => (i < 2 ? withPhotos(i + 1, 2) : makeReview(i + 1)));
    const page1 = [withPhotos(21, 2), makeReview(22), makeReview(23)];
    await renderTwoPages(page0, page1);
    fireEvent.click(screen.getAllByTestId('product-reviews-photo-tile')[0]!);
    const counter = () => screen.getByTestId('product-review-lightbox-counter').textContent;
    const next = () => fireEvent.click(screen.getByTestId('product-review-lightbox-next'));
    expect(await screen.findByTestId('product-review-lightbox-counter')).toHaveTextContent('1 / 2');
    // Near the end of the loaded photos the next page comes: the counter does not change with it.
    await waitFor(() => expect(server.listCalls()).toHaveLength(2));
    await act(async () => undefined);
    expect(counter()).toBe('1 / 2');

    const seen = [counter()];
    for (let i = 0; i < 5; i += 1) {
      next();
      seen.push(counter());
    }
    // r1 photos 1-2, r2 photos 1-2, r21 (from the second page) photos 1-2; no next arrow at the very last.
    expect(seen).toEqual(['1 / 2', '2 / 2', '1 / 2', '2 / 2', '1 / 2', '2 / 2']);
    expect(screen.queryByTestId('product-review-lightbox-next')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('product-review-lightbox-prev'));
    fireEvent.click(screen.getByTestId('product-review-lightbox-prev'));
    expect(counter()).toBe('2 / 2');
  });
});

describe('write a review', () => {
  it('is hidden for guests, who are never looked up', async () => {
    await renderLoaded([makeReview(1)]);
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(server.reviewableCalls()).toHaveLength(0);
  });

  it('is hidden for a signed-in viewer without a purchase waiting for a review', async () => {
    server = serveReviews({ list: () => listAnswer([makeReview(1)]), reviewable: [] });
    const { store } = renderReviewsSection();
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: '100001', email: 'shopper@example.com' } }));
    });
    await waitFor(() => expect(server.reviewableCalls()).toHaveLength(1));
    expect(server.reviewableCalls()[0]!.search).toBe('?sku=EVL-12%20D2');
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('opens the form for a buyer; a sent review refreshes the list and thanks the reviewer', async () => {
    let reviews = [makeReview(1)];
    server = serveReviews({
      list: () => listAnswer(reviews),
      reviewable: [{ sku: 'EVL-12 D2', name: 'EVL-12 D2 Subwoofer', orderNumber: 'SA-1', purchasedAt: '2024-01-01' }],
      submit: () => {
        reviews = [makeReview(2, { title: 'Brand new review' }), ...reviews];
        return { status: 201, body: { review: reviews[0], summary: { count: 2, avgScore: 5 } } };
      },
    });
    const { store } = renderReviewsSection();
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: '100001', email: 'shopper@example.com' } }));
      DrivenObserver.enter();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const panel = screen.getByTestId('product-reviews-write-panel');
    // The form is a lazily loaded chunk: it shows once that arrives.
    fireEvent.click(await within(panel).findByLabelText('4 stars'));
    fireEvent.change(within(panel).getByLabelText('Review'), { target: { value: 'Loud and clean.' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    expect(await screen.findByText('Brand new review')).toBeInTheDocument();
    expect(server.submitted[0]!.get('rating')).toBe('4');
    expect(server.listCalls().length).toBeGreaterThanOrEqual(2);
  });

  it('?review= opens the panel: a guest is asked to sign in and comes back', async () => {
    server = serveReviews({ list: () => listAnswer([]) });
    const { store } = renderReviewsSection({ writeReviewRequested: true });
    act(() => {
      store.dispatch(sessionReceived(null));
    });
    const panel = await screen.findByTestId('product-reviews-write-panel');
    expect(within(panel).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/account/login?callbackUrl=${encodeURIComponent('/products/evl-12?review=')}`,
    );
    // Asked for, the reviews load at once.
    await waitFor(() => expect(server.listCalls()).toHaveLength(1));
  });
});
