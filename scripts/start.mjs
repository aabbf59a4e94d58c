// `npm start`: build what is stale, start the embedded database (unless MONGODB_URI is set), seed an empty
// database, start the test payment provider (its own origin and database, fresh keys per run), the five services and
// the gateway, wait until each is ready, print the URL and the
// development accounts. A child that dies, or a service or gateway that was ready and stays unready for
// UNREADY_RESTART_MS, is restarted with back-off (supervise.mjs) while the rest keeps serving; only Ctrl-C / SIGTERM
// stops everything. Data stays under .data/ for the next start.
//   --no-build      skip the build step (CI and e2e build once beforehand)
//   --ephemeral     keep the embedded database in memory only (tests)
//   --dev-servers   development mode (`npm run dev:stack`): the remotes' dev servers on localhost:3000-3005 may
//                   call the API (CORS with credentials, writes with the CSRF token) and the page CSP allows them.
//                   Never on without this flag: `npm start` is how the README runs the store.
//   --replicas N    N processes of each service and of the gateway (1 to 9, default 1), each supervised on its own
//                   port (the usual port + 100 x its number), behind a round-robin balancer on the usual port
//                   (balancer.mjs), as Kubernetes Services put pods behind one address.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBalancer } from './balancer.mjs';
import { build } from './build.mjs';
import { AREAS, log, portsFromEnv, repoRoot, waitForHttp } from './lib.mjs';
import { devAccounts, seedAll } from './seed.mjs';
import { supervise } from './supervise.mjs';

const supervisors = [];

/** Where `npm start` keeps the secret it made (read by `npm run remotes -- override-token`, gateway remotes/cli.ts). */
const SECRET_FILE = path.join(repoRoot, '.data', 'viewer-header-secret');

/**
 * The secret the gateway signs the viewer's identity (and preview tokens) with: VIEWER_HEADER_SECRET, else one made
 * once and kept in .data/ (so `override-token` signs with it and a restart keeps signed cookies valid), else, for an
 * --ephemeral store, a fresh one per run.
 */
function viewerSecretFor(ephemeral) {
  if (process.env.VIEWER_HEADER_SECRET) return process.env.VIEWER_HEADER_SECRET;
  if (ephemeral) return randomBytes(32).toString('base64url');
  try {
    const kept = fs.readFileSync(SECRET_FILE, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // none yet
  }
  const made = randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
  fs.writeFileSync(SECRET_FILE, `${made}\n`, { mode: 0o600 });
  return made;
}

const viewerSecret = viewerSecretFor(process.argv.includes('--ephemeral'));

/** Keys of the test payment provider, made per run: the store's services and pages only ever hold these. */
const paymentKeys = {
  publishable: `pk_test_${randomBytes(18).toString('hex')}`,
  secret: `sk_test_${randomBytes(24).toString('hex')}`,
  webhook: `whsec_${randomBytes(24).toString('hex')}`,
};

/** Where child processes write their logs as well when STOREFRONT_LOG_DIR is set (the e2e card-data scan reads them). */
const logDir = process.env.STOREFRONT_LOG_DIR || null;
if (logDir) fs.mkdirSync(logDir, { recursive: true });
// Development mode only with the flag, whatever the environment holds (the services and the gateway read it).
const devServers = process.argv.includes('--dev-servers') ? '1' : '';

/**
 * Starts a supervised child (restarted with back-off when it dies, or when `readyUrl` stays unready after it was
 * ready); returns the first child.
 */
function startProcess(name, args, env, { onRestart, readyUrl } = {}) {
  // The restart count reaches the child's metrics (supervisor_restarts).
  const spawnChild = (restarts = 0) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: {
        ...process.env,
        VIEWER_HEADER_SECRET: viewerSecret,
        STOREFRONT_DEV_SERVERS: devServers,
        SUPERVISOR_RESTARTS: String(restarts),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const logFile = logDir
      ? fs.createWriteStream(path.join(logDir, `${name.replace(/[^\w.-]/g, '_')}.log`), { flags: 'a' })
      : null;
    const prefix = (stream, target) =>
      stream.on('data', (chunk) => {
        logFile?.write(chunk);
        for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`[${name}] ${line}\n`);
      });
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    return child;
  };
  const supervisor = supervise({ name, spawnChild, log, onRestart, readyUrl });
  supervisors.push(supervisor);
  return supervisor.first;
}

function replicasFrom(args) {
  const at = args.indexOf('--replicas');
  if (at === -1) return 1;
  const n = Number(args[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new Error('--replicas takes a number from 1 to 9');
  return n;
}

/**
 * Starts `replicas` supervised copies of a process listening on `port` (the copy's PORT is handed to `envOf`); with
 * more than one, each gets port + 100 x its number and a balancer takes the usual port. Resolves once all are ready.
 */
async function startReplicated(name, args, { port, replicas, envOf, readyPath }) {
  if (replicas === 1) {
    startProcess(name, args, envOf(port), { readyUrl: `http://127.0.0.1:${port}${readyPath}` });
    await waitForHttp(`http://127.0.0.1:${port}${readyPath}`);
    return;
  }
  const ports = Array.from({ length: replicas }, (_, i) => port + 100 * (i + 1));
  ports.forEach((replicaPort, i) => {
    const child = startProcess(`${name}#${i + 1}`, args, envOf(replicaPort), {
      readyUrl: `http://127.0.0.1:${replicaPort}${readyPath}`,
    });
    log(`${name}#${i + 1} started on port ${replicaPort} (pid ${child.pid})`);
  });
  await Promise.all(ports.map((p) => waitForHttp(`http://127.0.0.1:${p}${readyPath}`)));
  await startBalancer({ port, upstreams: ports.map((p) => ({ host: '127.0.0.1', port: p })) });
  log(`${name}: ${replicas} replicas behind port ${port}`);
}

function waitForLine(child, pattern, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${pattern}' within ${timeoutMs} ms`)), timeoutMs);
    const onData = (chunk) => {
      const match = pattern.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(match);
      }
    };
    child.stdout.on('data', onData);
    child.on('exit', () => reject(new Error('exited before it was ready')));
  });
}

/**
 * Starts the test payment provider (one process: it is the provider's, not a store service to scale) on its own port,
 * so its card fields come from another origin than the store's; answers the settings the store's processes get.
 */
async function startPayments(ports, { mongoUri, publicOrigin, cartUrl }) {
  const publicUrl = `http://127.0.0.1:${ports.payments}`;
  // The store's pages that may frame the card fields: its public origin and the gateway by either local name.
  const storeOrigins = [publicOrigin, `http://localhost:${ports.gateway}`, `http://127.0.0.1:${ports.gateway}`];
  // Development mode: the cart and account remotes' dev servers show the fields too.
  if (devServers) storeOrigins.push('http://localhost:3003', 'http://localhost:3004');
  startProcess(
    'payments',
    ['services/payments/dist/main.js'],
    {
      PORT: String(ports.payments),
      MONGODB_URI: mongoUri,
      PAYMENTS_PUBLISHABLE_KEY: paymentKeys.publishable,
      PAYMENTS_SECRET_KEY: paymentKeys.secret,
      PAYMENTS_WEBHOOK_SECRET: paymentKeys.webhook,
      PAYMENTS_WEBHOOK_URL: `${cartUrl}/api/payments/webhook`,
      PAYMENTS_STORE_ORIGINS: storeOrigins.join(','),
    },
    { readyUrl: `${publicUrl}/readyz` },
  );
  await waitForHttp(`${publicUrl}/readyz`);
  log(`test payment provider ready at ${publicUrl} (test cards: services/payments/README.md)`);
  const server = { PAYMENTS_URL: publicUrl, PAYMENTS_SECRET_KEY: paymentKeys.secret };
  return {
    serviceEnv: {
      cart: {
        ...server,
        PAYMENTS_WEBHOOK_SECRET: paymentKeys.webhook,
        PAYMENTS_PUBLIC_URL: publicUrl,
        PAYMENTS_PUBLISHABLE_KEY: paymentKeys.publishable,
      },
      account: server,
    },
    gatewayEnv: { PAYMENTS_PUBLIC_URL: publicUrl },
  };
}

let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  // Reverse order: the gateway first, the database last.
  await Promise.all([...supervisors].reverse().map((supervisor) => supervisor.stop()));
  process.exit(code);
}

async function main() {
  const args = process.argv.slice(2);
  const ports = portsFromEnv();
  const replicas = replicasFrom(args);
  if (!args.includes('--no-build')) await build();

  let mongoUri = process.env.MONGODB_URI;
  if (!mongoUri) {
    const cli = ['services/embedded-mongo/dist/cli.js', '--port', String(ports.mongo)];
    if (!args.includes('--ephemeral')) {
      const dbPath = path.join(repoRoot, '.data', 'mongo');
      fs.mkdirSync(dbPath, { recursive: true });
      cli.push('--dbpath', dbPath);
    }
    const uri = `mongodb://127.0.0.1:${ports.mongo}`;
    // A restarted database replays its journal (same --dbpath); an --ephemeral one comes back empty, so seed again
    // (seedAll only fills what is empty). The services reconnect on their own.
    const mongo = startProcess(
      'embedded-mongo',
      cli,
      {},
      {
        onRestart: (child) =>
          waitForLine(child, /embedded-mongo listening on/)
            .then(() => seedAll({ uri }))
            .then(() => log('embedded-mongo is back'))
            .catch((error) => log(`embedded-mongo restart: ${error.message}`)),
      },
    );
    const [, socketPath] = await waitForLine(mongo, /embedded-mongo listening on \S+(?: and (\S+))?/);
    // The services reach it through its Unix domain socket when it has one (as mongod, /tmp/mongodb-<port>.sock): a
    // query issued alone comes back 14-50 % sooner than through TCP on this machine (bench/embedded-mongo --spawn).
    const { unixSocketUri } = await import('@storefront/embedded-mongo'); // built by now
    mongoUri = socketPath ? unixSocketUri(socketPath) : uri;
    log(`embedded-mongo ready at ${uri}${socketPath ? ` and ${socketPath} (the services use the socket)` : ''}`);
  }

  await seedAll({ uri: mongoUri });

  const serviceUrls = Object.fromEntries(AREAS.map((area) => [area, `http://127.0.0.1:${ports.services[area]}`]));
  // Services call each other (the cart asks the catalog for prices), so each one learns where the others listen.
  const serviceEnv = Object.fromEntries(AREAS.map((a) => [`${a.toUpperCase()}_SERVICE_URL`, serviceUrls[a]]));
  const url = `http://localhost:${ports.gateway}`;
  // The store's address: links the services send (sign-up and subscription confirmations) and the origin writes come
  // from.
  const publicOrigin = process.env.PUBLIC_ORIGIN ?? url;
  // Without an SMTP server, the services write the emails they send to this folder (a development mailbox).
  const mailOutbox = process.env.MAIL_OUTBOX_DIR || path.join(repoRoot, '.data', 'mail');
  const serviceEnvOf = (port) => ({
    ...serviceEnv,
    PORT: String(port),
    MONGODB_URI: mongoUri,
    PUBLIC_ORIGIN: publicOrigin,
    MAIL_OUTBOX_DIR: mailOutbox,
    // seedAll above filled the database: replicas must not race to seed it themselves.
    ...(replicas > 1 ? { CATALOG_SEED_ON_START: '0' } : {}),
  });
  const payments = await startPayments(ports, { mongoUri, publicOrigin, cartUrl: serviceUrls.cart });
  await Promise.all(
    AREAS.map((area) =>
      startReplicated(area, [`services/${area}/dist/main.js`], {
        port: ports.services[area],
        replicas,
        envOf: (port) => ({ ...serviceEnvOf(port), ...(payments.serviceEnv[area] ?? {}) }),
        readyPath: '/readyz',
      }),
    ),
  );

  await startReplicated('gateway', ['services/gateway/dist/main.js'], {
    port: ports.gateway,
    replicas,
    envOf: (port) => ({ PORT: String(port), PUBLIC_ORIGIN: publicOrigin, ...serviceEnv, ...payments.gatewayEnv }),
    readyPath: '/readyz',
  });

  log(`the store is ready: ${url}`);
  log(`emails (sign-up links, subscription confirmations) without SMTP: ${path.relative(repoRoot, mailOutbox) || '.'}`);
  if (devServers) log('development mode: the dev servers on localhost:3000-3005 may call the API (with the token)');
  for (const account of devAccounts()) {
    log(`development ${account.kind} account: ${account.email} / ${account.password}`);
    // Staff sign in with a second factor: the seeded secret is public, for development only.
    if (account.secondFactor) {
      log(`  second factor: a code from an authenticator app with secret ${account.secondFactor.secret}`);
      log(`  (${account.secondFactor.uri})`);
    }
  }
  if (!process.env.VIEWER_HEADER_SECRET && !args.includes('--ephemeral')) {
    log(
      `preview a remote version for yourself: npm run remotes -- override-token cart=<version> (signed with the secret in ${path.relative(repoRoot, SECRET_FILE)})`,
    );
    log(
      'see your dev server in the store, in your browser only: npm run remotes -- dev cart http://localhost:3003/mf-manifest.json',
    );
  }
  log('press Ctrl-C to stop');
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`[storefront] start failed: ${error.message}`);
    stopAll(1);
  });
}
