/** @jest-environment jest-fixed-jsdom */
// An answer that breaks the render stays in RTK Query's cache, so rendering again showed the same error
// for about a minute. A render error now has the answers fetched again at once: 'Try again?' brings the page, or the
// reviews section, back at once. A render error in the reviews says 'Oops, there is an error!', not the fetch error
// of a chunk that could not be fetched.
import { Component, type ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetail, Review } from '@storefront/shared-domain';
import { DrivenObserver, installDrivenObserver, mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import {
  LIST_PATH,
  PRODUCT_PATH,
  silenceConsoleErrorEachTest,
  stubScrollIntoView,
} from '../../testing/productPageSetup';
import { listAnswer, makeReview, TEST_PRODUCT } from '../reviews/testKit';

/** An object where the page prints text: React refuses to render it. */
const UNPRINTABLE = { broken: true } as never;

let api: FetchDouble;
stubScrollIntoView();
const silenced = silenceConsoleErrorEachTest();
afterEach(() => api.restore());
installDrivenObserver();

/** Answers `first` the first time `path` is asked, `then` after. */
function serveOnceThen(path: string, first: unknown, then: unknown, others: Record<string, unknown>) {
  let asked = 0;
  api = mockApi((url) => {
    if (url.pathname === path) return { body: (asked += 1) === 1 ? first : then };
    return url.pathname in others ? { body: others[url.pathname] } : undefined;
  });
}

/** The shell's boundary around a remote (shell RemoteBoundary): the error screen, and 'Try again?' renders it anew. */
class ShellBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return <div key={this.state.attempt}>{this.props.children}</div>;
    const retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
    return (
      <div role="alert" data-testid="product-error">
        <h2>Oops, there is an error!</h2>
        <button onClick={retry}>Try again?</button>
      </div>
    );
  }
}

function openPage(url = '/products/evl-12') {
  const page = (
    <ShellBoundary>
      <ProductPageExpose />
    </ShellBoundary>
  );
  return renderRemote(page, { url, route: '/products/:handle' });
}

it("a render error of the page has the product fetched again: the shell's 'Try again?' shows the page at once", async () => {
  const broken: ProductDetail = { ...TEST_PRODUCT, name: UNPRINTABLE };
  serveOnceThen(PRODUCT_PATH, { data: broken }, { data: TEST_PRODUCT }, { [LIST_PATH]: listAnswer([]) });
  openPage();

  const failure = await screen.findByTestId('product-error');
  await waitFor(() => expect(api.callsTo(PRODUCT_PATH)).toHaveLength(2));
  fireEvent.click(within(failure).getByRole('button', { name: 'Try again?' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'EVL-12 D2 Subwoofer' })).toBeInTheDocument();
  expect(screen.queryByTestId('product-error')).toBeNull();
});

it("a render error in the reviews has them fetched again and shows 'Oops, there is an error!' in the section; 'Try again?' shows them", async () => {
  const broken: Review = makeReview(1, { body: UNPRINTABLE });
  serveOnceThen(LIST_PATH, listAnswer([broken]), listAnswer([makeReview(1)]), {
    [PRODUCT_PATH]: { data: TEST_PRODUCT },
  });
  openPage('/products/evl-12#product-reviews');
  await screen.findByTestId('product-reviews-summary');
  act(() => DrivenObserver.enter());

  const failure = await screen.findByTestId('product-reviews-error');
  const section = screen.getByTestId('product-reviews');
  expect(within(section).getByRole('heading', { level: 2, name: 'Customer Reviews' })).toBeInTheDocument();
  expect(within(failure).getByRole('heading', { level: 3 })).toHaveTextContent('Oops, there is an error!');
  expect(section).not.toHaveTextContent('An error occurred while fetching the data.');
  expect(silenced.consoleError).toHaveBeenCalledWith(
    '[product] the reviews section failed to render',
    expect.any(Error),
    expect.any(String),
  );
  // The rest of the page stays, and the reviews are being fetched again.
  expect(screen.getByRole('heading', { level: 1, name: 'EVL-12 D2 Subwoofer' })).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo(LIST_PATH)).toHaveLength(2));

  fireEvent.click(within(failure).getByRole('button', { name: 'Try again?' }));
  await screen.findByTestId('product-reviews-summary');
  act(() => DrivenObserver.enter());
  expect(await screen.findByTestId('product-review')).toHaveTextContent('Body of review 1');
  expect(screen.queryByTestId('product-reviews-error')).toBeNull();
  expect(api.callsTo(LIST_PATH)).toHaveLength(2);
});
