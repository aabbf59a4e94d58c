// First: tracing (when configured) must patch http, express and the MongoDB driver before they load.
import { stopTelemetry } from '@storefront/service-platform/telemetry';
import { createLogger } from '@storefront/service-platform';
import { createGatewayApp } from './app';
import { gatewayConfig } from './config';
import type { GatewayConfig } from './config';
import { createGatewayServer, shutDownGracefully } from './server';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadHeadRenderer } from './head-loader';
import { createTlsFront } from './tls-front';

const logger = createLogger('gateway');

function readTlsFiles(tls: NonNullable<GatewayConfig['tls']>): { cert: Buffer; key: Buffer } {
  try {
    return { cert: fs.readFileSync(tls.certFile), key: fs.readFileSync(tls.keyFile) };
  } catch (err) {
    logger.fatal({ err }, 'gateway could not read GATEWAY_TLS_CERT_FILE / GATEWAY_TLS_KEY_FILE');
    process.exit(1);
  }
}

function main() {
  const config = gatewayConfig();
  const renderHead = loadHeadRenderer(config.services.catalog, config.services.marketing, config.publicOrigin);
  if (!renderHead) logger.info('no head renderer (src/head): serving the shell head as built');
  const app = createGatewayApp({ ...config, renderHead, logger, terminatesTls: Boolean(config.tls) });
  const server = createGatewayServer(app, { maxHeaderSize: config.maxHeaderSize, logger });
  let front: ReturnType<typeof createTlsFront> | undefined;
  const tlsFiles = config.tls && readTlsFiles(config.tls);
  server.listen(config.port, config.host, () => {
    logger.info(`gateway listening on http://${config.host}:${config.port}`);
    if (config.tls && tlsFiles) {
      const { port: tlsPort } = config.tls;
      front = createTlsFront({
        ...tlsFiles,
        upstream: () => server.address() as AddressInfo,
        logger,
      });
      front.on('error', (err) => {
        logger.fatal({ err }, 'gateway could not start its TLS listener');
        process.exit(1);
      });
      front.listen(tlsPort, config.host, () =>
        logger.info(`gateway listening on https://${config.host}:${tlsPort} (HTTP/2)`),
      );
    }
  });
  server.on('error', (err) => {
    logger.fatal({ err }, 'gateway could not start');
    process.exit(1);
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway shutting down');
    setTimeout(() => process.exit(1), 12_000).unref();
    // The TLS front takes no new connections; its requests in flight finish through the draining listener.
    front?.close();
    void shutDownGracefully(server, { forceAfterMs: 10_000 })
      .then(() => stopTelemetry())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main();
