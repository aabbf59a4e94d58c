// What the server adds to './WiringPlannerPage' (config/webpack/server.js): the data its first render reads, put into
// the store before a server render. Not in the browser's bundle.
export { prefetchWiringPlanner as prefetch } from '../features/catalog-api/prefetch';
