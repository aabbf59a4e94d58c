/** @jest-environment jest-fixed-jsdom */
// ?review= scrolled to the write-a-review panel before the blocks above it arrived, which then moved
// it away. The panel is now held at the top of the window while the page changes height, until the shopper moves
// the page themselves or the hold times out.
import { act, fireEvent, screen } from '@testing-library/react';
import { sessionCleared } from '@storefront/shared-domain';
import { installDrivenObserver, renderRemote } from '@storefront/testing';
import { ReviewsSection } from './index';
import { listAnswer, serveReviews, TEST_PRODUCT, type ReviewsServer } from './testKit';
import { SCROLL_HOLD_MAX_MS } from './useScrollHold';

/** ResizeObserver double: `resize(height)` reports every observed element at that height. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  static resize(height: number) {
    for (const observer of FakeResizeObserver.all) {
      const entries = observer.targets.map((target) => ({ target, contentRect: { height } }));
      if (entries.length) act(() => observer.callback(entries as never, observer as never));
    }
  }
}

const scrollIntoView = jest.fn();
let server: ReviewsServer;
installDrivenObserver();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  FakeResizeObserver.all = [];
  window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  server = serveReviews({ list: () => listAnswer([]) });
});
afterEach(() => {
  server.restore();
  jest.useRealTimers();
});

/** ?review= for a guest: the panel says how to sign in, and the page scrolls to it. */
async function openWriteReview() {
  const { store } = renderRemote(
    <ReviewsSection product={TEST_PRODUCT} selectedSku={TEST_PRODUCT.sku} writeReviewRequested />,
    { url: '/products/evl-12' },
  );
  act(() => {
    store.dispatch(sessionCleared());
  });
  const panel = await screen.findByTestId('product-reviews-write-panel');
  expect(scrollIntoView.mock.contexts).toEqual([panel]);
  expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
  FakeResizeObserver.resize(3000); // the first report, as the observer starts: nothing has moved
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  return panel;
}

it('scrolls the panel back to the top each time the page changes height, at once', async () => {
  const panel = await openWriteReview();
  FakeResizeObserver.resize(3400);
  FakeResizeObserver.resize(3300);
  expect(scrollIntoView.mock.contexts).toEqual([panel, panel, panel]);
  expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });
});

it.each([
  ['scrolls with the wheel', () => fireEvent.wheel(window)],
  ['touches the screen', () => fireEvent.touchStart(window)],
  ['clicks', () => fireEvent.pointerDown(document.body)],
  ['types', () => fireEvent.keyDown(document.body, { key: 'ArrowDown' })],
])('lets go once the shopper %s', async (_what, move) => {
  await openWriteReview();
  move();
  FakeResizeObserver.resize(3400);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});

it(`lets go after ${SCROLL_HOLD_MAX_MS / 1000} s`, async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await openWriteReview();
  act(() => jest.advanceTimersByTime(SCROLL_HOLD_MAX_MS));
  FakeResizeObserver.resize(3400);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});
