// The shell's server bundle (dist/server/server.js): what the gateway loads to render pages. For now it carries the
// host scope that remotes' server bundles run against; rendering comes next (docs/server-rendering-plan.md, stage 2).
export { hostScope } from './hostScope';
export type { HostScope } from './hostScope';

export const kind = 'shell';
export const area = 'shell';
export const build = String(process.env.STOREFRONT_BUILD);
