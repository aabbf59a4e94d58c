// @storefront/embedded-mongo: a MongoDB-wire-compatible server for development and tests.
export { startEmbeddedMongo, defaultLogger, unixSocketPath, unixSocketUri } from './server';
export { ttlSweep } from './ttl';
export type { EmbeddedMongo, EmbeddedMongoOptions } from './server';
export type { Logger } from './commands';
export { DbPathLockedError } from './persistence';
