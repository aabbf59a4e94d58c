// Hooks shared by the product page's tests: jsdom has no layout, so scrollIntoView is a mock; the API answers a fixed
// body per path; console.error can be silenced and read.
import { installDrivenObserver, mockApi, type FetchDouble } from '@storefront/testing';

export const PRODUCT_PATH = '/api/products/by-handle/evl-12';
export const LIST_PATH = '/api/reviews/skuList';

/** Before all tests of the file, makes Element.prototype.scrollIntoView a mock that records the scrolls asked for. */
export function stubScrollIntoView(): void {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
}

/** Before each test, the API answers each path of `bodies` with its body (and nothing else); restored after it. */
export function serveEachTest(bodies: Record<string, unknown>): { readonly api: FetchDouble } {
  let api: FetchDouble | undefined;
  beforeEach(() => {
    api = mockApi((url) => (url.pathname in bodies ? { body: bodies[url.pathname] } : undefined));
  });
  afterEach(() => api?.restore());
  return {
    get api() {
      return api!;
    },
  };
}

/** Before each test, console.error prints nothing and records its calls; restored after it. */
export function silenceConsoleErrorEachTest(): { readonly consoleError: jest.SpyInstance } {
  let consoleError: jest.SpyInstance | undefined;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError?.mockRestore());
  return {
    get consoleError() {
      return consoleError!;
    },
  };
}

/** The product page's usual setup: scrollIntoView stubbed, the driven IntersectionObserver, and the API serving `bodies`. */
export function productPageEachTest(bodies: Record<string, unknown>): { readonly api: FetchDouble } {
  stubScrollIntoView();
  installDrivenObserver();
  return serveEachTest(bodies);
}
