import { createLogger } from '@storefront/service-platform';
import { createGatewayApp } from './app';
import { gatewayConfig } from './config';
import { createGatewayServer, shutDownGracefully } from './server';
import { loadHeadRenderer } from './head-loader';

const logger = createLogger('gateway');

function main() {
  const config = gatewayConfig();
  const renderHead = loadHeadRenderer(config.services.catalog, config.services.marketing, config.publicOrigin);
  if (!renderHead) logger.info('no head renderer (src/head): serving the shell head as built');
  const app = createGatewayApp({ ...config, renderHead, logger });
  const server = createGatewayServer(app, { maxHeaderSize: config.maxHeaderSize, logger });
  server.listen(config.port, config.host, () => {
    logger.info(`gateway listening on http://${config.host}:${config.port}`);
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
    void shutDownGracefully(server, { forceAfterMs: 10_000 }).then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main();
