export { createGatewayApp } from './app';
export type { GatewayOptions, HeadRenderer } from './app';
export { gatewayConfig } from './config';
export type { GatewayConfig } from './config';
export { serviceForPath, API_ROUTES, SERVICE_AREAS, REMOTE_AREAS, DEFAULT_SERVICE_PORTS } from './routes';
export type { ServiceArea, RemoteArea } from './routes';
export { injectHead } from './html';
export { cacheControlFor } from './cache';
