#!/usr/bin/env node
// embedded-mongo --port <n> --dbpath <dir> [--host 127.0.0.1] [--unixSocketPrefix /tmp | --nounixsocket]
import { startEmbeddedMongo, unixSocketPath } from './server';

function usage(message?: string): never {
  if (message) process.stderr.write(`embedded-mongo: ${message}\n`);
  process.stderr.write(
    'usage: embedded-mongo --port <n> --dbpath <dir> [--host 127.0.0.1] [--ttl-interval-ms <n>]\n' +
      '                      [--unixSocketPrefix <dir> | --nounixsocket]\n',
  );
  process.exit(2);
}

interface CliArgs {
  port: number;
  dbPath: string | null;
  host: string;
  ttl?: number;
  /** Where the Unix domain socket goes (mongod's default `/tmp`); null: `--nounixsocket`. */
  unixSocketPrefix: string | null;
  /** The prefix was asked for: failing to listen there is an error rather than a warning. */
  unixSocketAsked: boolean;
}

function parseArgs(argv: string[]): CliArgs {
  let port = 27017;
  let dbPath: string | null = null;
  let host = '127.0.0.1';
  let ttl: number | undefined;
  let unixSocketPrefix: string | null = '/tmp';
  let unixSocketAsked = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) usage(`missing value for ${flag}`);
      return v;
    };
    switch (flag) {
      case '--port': {
        port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535) usage('--port must be an integer between 0 and 65535');
        break;
      }
      case '--dbpath':
        dbPath = value();
        break;
      case '--host':
      case '--bind_ip':
        host = value();
        break;
      case '--ttl-interval-ms':
        ttl = Number(value());
        if (!(ttl > 0)) usage('--ttl-interval-ms must be a positive number');
        break;
      case '--unixSocketPrefix':
        unixSocketPrefix = value();
        unixSocketAsked = true;
        break;
      case '--nounixsocket':
        unixSocketPrefix = null;
        break;
      case '--help':
      case '-h':
        usage();
      // falls through (usage exits)
      default:
        usage(`unknown option ${argv[i]}`);
    }
  }
  if (unixSocketAsked && unixSocketPrefix === null) usage('--unixSocketPrefix and --nounixsocket exclude each other');
  return { port, dbPath, host, ttl, unixSocketPrefix, unixSocketAsked };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const prefix = args.unixSocketPrefix;
  // Like mongod, also on a Unix domain socket named after the port: a client on the same machine skips TCP.
  const server = await startEmbeddedMongo({
    port: args.port,
    host: args.host,
    dbPath: args.dbPath,
    ttlMonitorIntervalMs: args.ttl,
    unixSocket: prefix === null ? null : (port) => unixSocketPath(port, prefix),
    unixSocketOptional: !args.unixSocketAsked,
  });
  const socket = server.unixSocket ? ` and ${server.unixSocket.path}` : '';
  process.stdout.write(`embedded-mongo listening on ${args.host}:${server.port}${socket}\n`);
  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (err: Error) => {
        process.stderr.write(`embedded-mongo: shutdown failed: ${err.message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
