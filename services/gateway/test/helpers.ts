import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import type { GatewayOptions } from '../src/app';
import { REMOTE_AREAS, SERVICE_AREAS } from '../src/routes';
import type { RemoteArea, ServiceArea } from '../src/routes';

/** Starts an app on a free local port. */
export function listen(handler: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = handler.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

/** A service that accepts the request and never answers. */
export async function listenHanging(): Promise<{ server: Server; url: string }> {
  const hanging = express();
  hanging.all('/{*rest}', () => undefined);
  return listen(hanging);
}

/**
 * An address whose connections are refused. Not a port that was just freed: another test worker may be given it
 * (a hanging service there once made "the service is down" wait for the test's timeout). Nothing listens on port 1.
 */
export async function closedPortUrl(): Promise<string> {
  return 'http://127.0.0.1:1';
}

/** Every service area pointed at one address. */
export function servicesAt(url: string): Record<ServiceArea, string> {
  return Object.fromEntries(SERVICE_AREAS.map((a) => [a, url])) as Record<ServiceArea, string>;
}

/** Where the shell finds each remote's manifest. */
export function remoteManifestUrls(): Record<RemoteArea, string> {
  return Object.fromEntries(REMOTE_AREAS.map((a) => [a, `/mf/${a}/mf-manifest.json`])) as Record<RemoteArea, string>;
}

/** A gateway whose shell and remotes' builds all sit in one folder, every service at one address. */
export function oneFolderOptions(dir: string, serviceUrl: string): GatewayOptions {
  return {
    shellDir: dir,
    remotesDir: () => dir,
    services: servicesAt(serviceUrl),
    remoteUrls: remoteManifestUrls(),
    viewerSecret: DEV_VIEWER_SECRET,
  };
}
