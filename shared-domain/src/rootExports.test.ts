// The modules runtime.ts lists name by name leave the rest of their exports to the package root (index.ts): every
// export of those modules must reach the root one way or the other, or a service or remote importing it gets undefined.
import * as root from './index';
import * as constants from './constants';
import * as cart from './rules/cart';
import * as cookies from './rules/cookies';
import * as errors from './rules/errors';
import * as fitment from './rules/fitment';
import * as page from './rules/page';
import * as pricing from './rules/pricing';
import * as session from './rules/session';
import * as shipping from './rules/shipping';
import * as sku from './rules/sku';
import * as stock from './rules/stock';
import * as api from './api';
import * as bus from './bus';
import * as hooks from './hooks';
import * as routes from './routes';
import * as store from './store';
import * as theme from './theme';
import * as tracking from './tracking';

const families = {
  ...{ constants, cart, cookies, errors, fitment, page, pricing, session, shipping, sku, stock },
  ...{ api, bus, hooks, routes, store, theme, tracking },
};

it.each(Object.entries(families))('every export of %s reaches the package root as itself', (_name, family) => {
  const missing = Object.entries(family)
    .filter(([name, value]) => (root as Record<string, unknown>)[name] !== value)
    .map(([name]) => name);
  expect(missing).toEqual([]);
});
