// Test kit: stores made for a test let go of their answers after it. RTK Query holds an answer nothing reads for a
// minute on a timer; in jest's node environment (unlike jsdom, whose window takes its timers with it) that timer keeps
// the run from exiting for the minute.
import { baseApi } from '../api/baseApi';
import { createStorefrontStore, type StorefrontStore, type StorefrontStoreOptions } from '../store/createStore';

const made: StorefrontStore[] = [];

afterEach(() => {
  for (const store of made.splice(0)) store.dispatch(baseApi.util.resetApiState());
});

/** createStorefrontStore, released after the test. */
export function testStore(options?: StorefrontStoreOptions): StorefrontStore {
  const store = createStorefrontStore(options);
  made.push(store);
  return store;
}
