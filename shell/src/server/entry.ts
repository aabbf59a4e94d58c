// The shell's server bundle (dist/server/server.js): what the gateway loads to render pages. It carries the host
// scope that remotes' server bundles run against, and renderPage.
export { hostScope } from './hostScope';
export type { HostScope } from './hostScope';
export { renderPage, SERVER_API_ORIGIN } from './renderPage';

export const kind = 'shell';
export const area = 'shell';
export const build = String(process.env.STOREFRONT_BUILD);
