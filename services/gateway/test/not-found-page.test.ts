// An unknown product or collection page answers 404 (the page still renders its not-found state): no soft 404s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import { renderHead } from '../src/head';
import { REMOTE_AREAS, SERVICE_AREAS } from '../src/routes';
import type { RemoteArea, ServiceArea } from '../src/routes';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-404-'));
fs.writeFileSync(
  path.join(tmp, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body></body></html>',
);

const head = (robots?: string) =>
  renderHead({
    title: 'T',
    description: 'D',
    canonical: 'https://shop.example/x',
    ogType: 'website',
    siteName: 'S',
    robots,
    jsonLd: [],
  });

const app = createGatewayApp({
  shellDir: tmp,
  remotesDir: () => tmp,
  services: Object.fromEntries(SERVICE_AREAS.map((a) => [a, 'http://127.0.0.1:9'])) as Record<ServiceArea, string>,
  remoteUrls: Object.fromEntries(REMOTE_AREAS.map((a) => [a, `/mf/${a}/mf-manifest.json`])) as Record<
    RemoteArea,
    string
  >,
  viewerSecret: DEV_VIEWER_SECRET,
  // Stands in for the catalog-backed renderer: it marks unknown pages noindex (tested in head.test.ts).
  renderHead: async (req) => (req.path.includes('no-such') ? head('noindex') : req.path === '/' ? null : head()),
});

describe('not-found pages', () => {
  it.each(['/products/no-such-thing', '/collections/no-such-collection'])('%s answers 404 with the page', async (p) => {
    const res = await request(app).get(p).set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('noindex');
  });

  it('known pages and pages without a server head answer 200', async () => {
    expect((await request(app).get('/products/known').set('Accept', 'text/html')).status).toBe(200);
    expect((await request(app).get('/').set('Accept', 'text/html')).status).toBe(200);
  });
});
