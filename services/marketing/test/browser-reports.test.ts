import request from 'supertest';
import {
  DEV_VIEWER_SECRET,
  asSameSiteBrowser,
  clientAddressHeaders,
  startTestDatabase,
} from '@storefront/service-platform';
import type { TestDatabase } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { remoteOfUrl } from '../src/domain/browser-reports';

let db: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await startTestDatabase('marketing-browser-reports');
  app = createApp({ connection: db.connection });
});
afterAll(() => db?.stop());

let nextAddress = 10;
const send = (body: unknown) =>
  request(asSameSiteBrowser(app))
    .post('/api/analytics/browser-reports')
    .set(clientAddressHeaders(`198.51.100.${nextAddress++}`, DEV_VIEWER_SECRET))
    .send(body as object);

const metrics = async () => (await request(app).get('/metrics')).text;
const browserLines = async () => (await metrics()).split('\n').filter((line) => line.startsWith('browser_'));

describe('POST /api/analytics/browser-reports', () => {
  it.each([
    {
      title: 'counts a remote file that failed to load under its remote and version, and errors under the page type',
      report: {
        path: '/products/jl-audio-12w7ae-3',
        reports: [
          { kind: 'load', url: 'https://shop.example/mf/cart/0.3.1-ab12cd3/__federation_expose_CartPanel.1f2e.js' },
          { kind: 'chunk', message: 'Loading chunk 313 failed.' },
          { kind: 'error', message: 'TypeError: x is undefined', url: 'https://shop.example/main.8c1d.js', line: 1 },
        ],
      },
      series: [
        'browser_problems_total{kind="load",remote="cart",version="0.3.1-ab12cd3",page="product",service="marketing-service"} 1',
        'browser_problems_total{kind="chunk",remote="shell",version="",page="product",service="marketing-service"} 1',
        'browser_problems_total{kind="error",remote="shell",version="",page="product",service="marketing-service"} 1',
      ],
    },
    {
      title: 'turns Web Vitals into histograms: times in seconds, CLS as it is',
      report: {
        path: '/',
        reports: [
          { kind: 'vital', name: 'LCP', value: 1234.5, rating: 'good' },
          { kind: 'vital', name: 'CLS', value: 0.004, rating: 'good' },
          { kind: 'vital', name: 'INP', value: 96, rating: 'good' },
        ],
      },
      series: [
        'browser_web_vital_seconds_bucket{le="1.8",service="marketing-service",name="LCP",page="home"} 1',
        'browser_web_vital_seconds_bucket{le="1",service="marketing-service",name="LCP",page="home"} 0',
        'browser_cumulative_layout_shift_bucket{le="0.01",service="marketing-service",page="home"} 1',
        'browser_web_vital_seconds_count{service="marketing-service",name="INP",page="home"} 1',
      ],
    },
  ])('$title', async ({ report, series }) => {
    expect((await send(report)).status).toBe(202);
    const text = await metrics();
    for (const line of series) expect(text).toContain(line);
  });

  it('refuses what the head script never sends, and counts nothing of it', async () => {
    const before = await browserLines();
    for (const body of [
      { path: '/', reports: [] },
      { path: '/', reports: [{ kind: 'vital', name: 'FID', value: 1, rating: 'good' }] },
      { path: '/', reports: [{ kind: 'vital', name: 'LCP', value: -5, rating: 'good' }] },
      { path: '/', reports: Array.from({ length: 21 }, () => ({ kind: 'chunk', message: 'x' })) },
      { path: '/', reports: [{ kind: 'load', url: 'x'.repeat(601) }] },
    ]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBeDefined();
    }
    const text = await request(asSameSiteBrowser(app))
      .post('/api/analytics/browser-reports')
      .set('Content-Type', 'text/plain')
      .send('{"path":"/","reports":[{"kind":"chunk","message":"x"}]}');
    expect(text.status).toBe(415);
    expect(await browserLines()).toEqual(before);
  });
});

describe('remoteOfUrl', () => {
  it('reads the remote and version from a published file and leaves everything else to the shell', () => {
    expect(remoteOfUrl('/mf/product/1.2.0/remoteEntry.js')).toEqual({ remote: 'product', version: '1.2.0' });
    expect(remoteOfUrl('https://cdn.example/mf/account/0.1.0-canary+7/x.js')).toEqual({
      remote: 'account',
      version: '0.1.0-canary+7',
    });
    expect(remoteOfUrl('/mf/cart/__federation_expose_CartPanel.1f2e.js')).toEqual({ remote: 'cart', version: '' });
    expect(remoteOfUrl('/main.js')).toEqual({ remote: 'shell', version: '' });
  });
});
