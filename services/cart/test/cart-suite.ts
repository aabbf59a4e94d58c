// What the cart's HTTP suites share: one cart service per suite on its own test database (the fake catalog unless the
// suite passes its own dependencies), and the cart cookie an answer sets.
import type { RequestListener } from 'node:http';
import type request from 'supertest';
import { asSameSiteBrowser, testDatabaseForSuite } from '@storefront/service-platform';
import type { TestDatabase } from '@storefront/service-platform';
import { createApp } from '../src/app';
import type { CartDeps } from '../src/app';
import { fakeCatalog } from './fake-catalog';

export interface CartSuite {
  /** The suite's database (there from the first test on). */
  readonly db: TestDatabase;
  /**
   * The app as the store's pages call it (CSRF token sent with writes). The same function from the start, so a suite
   * can keep it in a const; it serves once the suite's beforeAll has built the app.
   */
  readonly app: RequestListener;
}

/**
 * Starts the suite's database and app before its first test and stops them after its last; `deps` adds to or replaces
 * the app's dependencies (default: the fake catalog).
 */
export function cartSuite(databaseName: string, deps: Partial<CartDeps> = {}): CartSuite {
  const suite = testDatabaseForSuite(databaseName);
  let app: RequestListener | undefined;
  beforeAll(() => {
    app = asSameSiteBrowser(createApp({ connection: suite.db.connection, lookupProduct: fakeCatalog(), ...deps }));
  });
  return {
    get db() {
      return suite.db;
    },
    app: (req, res) => {
      if (!app) throw new Error('the suite app is built in beforeAll');
      app(req, res);
    },
  };
}

/** The Set-Cookie line of the cart cookie (or of the cookie `name`) in an answer, if it sets one. */
export function cartCookieOf(res: request.Response, name = 'sa_cart_token'): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  return raw?.find((c) => c.startsWith(`${name}=`));
}

/** The cart token an answer's cart cookie carries; throws when the answer sets none. */
export function cartTokenOf(res: request.Response): string {
  const cookie = cartCookieOf(res);
  if (!cookie) throw new Error('no cart cookie');
  return cookie.split(';')[0].split('=')[1];
}

/** The answer's data for a viewer without a cart: no token, no lines, nothing to pay. */
export const EMPTY_CART = {
  cart_token: null,
  items: [],
  subTotal: 0,
  discountsTotal: 0,
  originalTotal: 0,
  shippingTotal: 0,
  compatibility: { suggestSubwoofers: false, incompatible: [] },
  hasPreorder: false,
  dealer: null,
};
