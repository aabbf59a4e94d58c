import HomePage from './HomePage';
import CollectionPage from './CollectionPage';
import SearchPage from './SearchPage';
import BoxDesignPage from './BoxDesignPage';
import WiringPlannerPage from './WiringPlannerPage';
import Admin from './Admin';

// The stable boundary of the catalog remote: each exposed module default-exports a component (the screens and their
// behaviour are tested in ../features).
it.each([
  ['./HomePage', HomePage],
  ['./CollectionPage', CollectionPage],
  ['./SearchPage', SearchPage],
  ['./BoxDesignPage', BoxDesignPage],
  ['./WiringPlannerPage', WiringPlannerPage],
  ['./Admin', Admin],
])('%s default-exports a component', (_name, Component) => {
  expect(typeof Component).toBe('function');
});
