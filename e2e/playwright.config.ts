import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import chromium from '../config/chromium.json';

// The composed store runs on its own ports so a developer's `npm start` on 8080 is left alone.
export const E2E_PORTS = { gateway: 8180, serviceBase: 4101, mongo: 27127 };
export const BASE_URL = `http://127.0.0.1:${E2E_PORTS.gateway}`;
/** The integrator's page of embed.spec.ts: another site (localhost, not 127.0.0.1) allowed to embed the cart. */
export const EMBED_ORIGIN = 'http://localhost:8193';
/** Published remote versions and the registry of the e2e store (registry.spec.ts), kept out of the developer's .data. */
export const E2E_REMOTES_DIR = path.join(__dirname, '.remotes');
// A registry left by an earlier run must not pick the remotes of this one.
fs.rmSync(E2E_REMOTES_DIR, { recursive: true, force: true });

/** The e2e store's logs, one file per process (checkout.spec.ts scans them for card data). */
export const E2E_LOG_DIR = path.join(__dirname, '.logs');
// Only the runner clears them (tests import this file too, while the store is writing them).
if (process.env.TEST_WORKER_INDEX === undefined) fs.rmSync(E2E_LOG_DIR, { recursive: true, force: true });

/** The e2e store's mailbox: the services write the emails they send here (no SMTP). */
export const E2E_OUTBOX_DIR = path.join(__dirname, '.outbox');
fs.rmSync(E2E_OUTBOX_DIR, { recursive: true, force: true });

export const CHROMIUM_ARGS: string[] = chromium.args;

/**
 * The e2e store's signing secret, known to the specs so they can sign what a developer signs with `npm run remotes`
 * (dev-loop.spec.ts); a test store's only.
 */
export const E2E_VIEWER_SECRET = 'e2e-viewer-header-secret-not-for-any-real-store';

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the totals line of `npm test` (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.ci/output/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromium.executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  // Killing the database empties the e2e store's in-memory one until it is seeded again, and the services cache what
  // they read meanwhile: those specs run once every other spec has (`--no-deps` runs them alone).
  projects: [
    { name: 'store', testIgnore: /faults\.spec\.ts$/ },
    { name: 'faults', testMatch: /faults\.spec\.ts$/, dependencies: ['store'] },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs --no-build --ephemeral',
    url: `${BASE_URL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      GATEWAY_PORT: String(E2E_PORTS.gateway),
      SERVICE_PORT_BASE: String(E2E_PORTS.serviceBase),
      MONGO_PORT: String(E2E_PORTS.mongo),
      // Request lines too: the card-data scan reads every log line of the run.
      LOG_LEVEL: 'info',
      STOREFRONT_LOG_DIR: E2E_LOG_DIR,
      MONGODB_URI: '',
      EMBED_ALLOWED_ORIGINS: EMBED_ORIGIN,
      REMOTES_STORE_DIR: path.join(E2E_REMOTES_DIR, 'store'),
      REMOTES_REGISTRY_FILE: path.join(E2E_REMOTES_DIR, 'registry.json'),
      MAIL_OUTBOX_DIR: E2E_OUTBOX_DIR,
      VIEWER_HEADER_SECRET: E2E_VIEWER_SECRET,
      // Every spec signs in from the one address, far more often than the 30 attempts in 15 minutes an address gets
      // (the account service's tests hold that limit; attack.spec.ts the slow-down per account and address).
      SIGNIN_LIMIT_PER_IP: '1000',
      // Pages render on threads of their own, as the Kubernetes manifests have them (deploy/kubernetes/gateway.yaml).
      SSR_RENDER_THREADS: '2',
    },
  },
});
