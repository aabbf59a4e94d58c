export { DealerLocatorPage, LOCATOR_TEXTS } from './DealerLocatorPage';
