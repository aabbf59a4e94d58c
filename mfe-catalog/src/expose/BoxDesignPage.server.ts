// What the server adds to './BoxDesignPage' (config/webpack/server.js): the data its first render reads, put into the
// store before a server render. Not in the browser's bundle.
export { prefetchBoxDesign as prefetch } from '../features/catalog-api/prefetch';
