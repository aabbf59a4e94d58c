export { BecomeDealerPage, BECOME_DEALER_TEXTS, toDealerApplication } from './BecomeDealerPage';
