// Page statuses, handle redirects and the head as JSON, through the gateway app with the
// real head renderer against a fake catalog service.
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { createHeadRenderer } from '../src/head';
import type { HeadRenderer } from '../src/page-head';
import { isPagePath, type CollectionResponse, type ProductDetail } from '@storefront/shared-domain';
import { oneFolderOptions } from './helpers';

const ORIGIN = 'https://shop.example';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-404-'));
fs.writeFileSync(
  path.join(tmp, 'index.html'),
  '<!doctype html><html><head><title>Car Audio Storefront</title></head><body><div id="root"></div></body></html>',
);

const AMP_NAME = 'HD 1500.1 1,500 Watt RMS Competition Monoblock Amplifier';
const amplifier = {
  sku: 'HD-1500.1',
  name: AMP_NAME,
  slug: 'hd-1500-1',
  handle: 'hd-1500-1',
  vendor: 'SK Audio',
  category: 'amplifiers',
  description: 'A monoblock amplifier.',
  seo_description: 'Competition monoblock amplifier, 1,500 W RMS.',
  imageUrl: '/api/product-images/HD-1500.1.svg',
  currentlyInStock: true,
  price: 299.99,
  price_map: 299.99,
  price_msrp: 349.99,
  product_type: 'normal',
  properties: {},
} as unknown as ProductDetail;
const subwoofers = {
  collection: {
    handle: 'car-subwoofers',
    collection_page_title: 'Car Subwoofers',
    collection_seo_description: 'Shop car subwoofers.',
    collection_description: '',
  },
  products: [],
  total: 0,
  page: 1,
  pageSize: 24,
  sort: 'default',
} as CollectionResponse;

let catalog: Server;
let renderHead: HeadRenderer;
let app: express.Express;

function gateway(render?: HeadRenderer, renderHeadTimeoutMs?: number) {
  return createGatewayApp({
    ...oneFolderOptions(tmp, 'http://127.0.0.1:9'),
    renderHead: render,
    renderHeadTimeoutMs,
  });
}

beforeAll(async () => {
  const fake = express();
  // Handles are case-insensitive in the catalog.
  fake.get('/api/collections/:handle', (req, res) => {
    if (req.params.handle.toLowerCase() === 'car-subwoofers') res.json(subwoofers);
    else res.status(404).json({ error: { code: 'not_found', message: 'no collection' } });
  });
  fake.get('/api/products/by-handle/:handle', (req, res) => {
    if (req.params.handle.toLowerCase() === 'hd-1500-1') res.json(amplifier);
    else res.status(404).json({ error: { code: 'not_found', message: 'no product' } });
  });
  catalog = await new Promise<Server>((resolve) => {
    const server = fake.listen(0, '127.0.0.1', () => resolve(server));
  });
  const { port } = catalog.address() as AddressInfo;
  renderHead = createHeadRenderer(`http://127.0.0.1:${port}`, { origin: ORIGIN, siteName: 'Car Audio Storefront' });
  app = gateway(renderHead);
});
afterAll(() => new Promise((resolve) => catalog.close(resolve)));

const page = (url: string) => request(app).get(url).set('Accept', 'text/html');

describe('page statuses (item 9)', () => {
  it.each(['/collections/does-not-exist', '/products/no-such-thing', '/collections/car%20subwoofers'])(
    '%s answers 404 with the shell (its not-found state) and a noindex head',
    async (p) => {
      const res = await page(p);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<meta name="robots" content="noindex"');
    },
  );

  it.each(['/nonexistent-page', '/collections', '/collections/a/b/c', '/cart/extra', '/index.html', '//x'])(
    '%s, which no route of the shell owns, answers 404 with the shell',
    async (p) => {
      const res = await page(p);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<div id="root"></div>');
    },
  );

  it('also without a head renderer', async () => {
    expect((await request(gateway()).get('/nonexistent-page').set('Accept', 'text/html')).status).toBe(404);
    expect((await request(gateway()).get('/cart').set('Accept', 'text/html')).status).toBe(200);
  });

  it.each([
    '/',
    '/?utm_source=mail',
    '/collections/car-subwoofers',
    '/collections/car-subwoofers/',
    '/products/hd-1500-1',
    '/search/products?q=ford',
    '/cart',
    '/checkout/v3',
    '/account/login',
    '/pages/about-us',
    '/jobs',
    '/COLLECTIONS/car-subwoofers',
  ])('%s answers 200', async (p) => {
    expect((await page(p)).status).toBe(200);
  });

  it('API, asset and remote paths keep their own answers', async () => {
    const api = await request(app).get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect((await request(app).get('/missing.1a2b3c4d.js')).status).toBe(404);
    expect((await request(app).get('/mf/catalog/nothing.js')).headers['content-type']).toContain('application/json');
  });

  it('sends a form posted to a page before its scripts ran back to the page, never putting its fields in the URL', async () => {
    const posted = await request(app)
      .post('/account/login?callbackUrl=%2Fcart')
      .set('Accept', 'text/html')
      .type('form')
      .send({ email: 'shopper@example.com', password: 'secret' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/account/login?callbackUrl=%2Fcart');
    const api = await request(app).post('/api/nothing-here').set('Accept', 'text/html').type('form').send({ a: 1 });
    expect(api.status).not.toBe(303);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('the home and search pages carry the full head; search results are noindex', async () => {
    const home = await page('/');
    expect(home.text).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(home.text).toMatch(/<meta name="description" content="[^"]+">/);
    expect(home.text).toContain('<meta property="og:url" content="https://shop.example/"');
    expect(home.text).toContain('"@type":"Organization"');
    expect(home.text).toContain('"@type":"SearchAction"');
    expect(home.text).not.toContain('noindex');
    const search = await page('/search/products?q=ford');
    expect(search.status).toBe(200);
    expect(search.text).toContain('<meta name="robots" content="noindex">');
    expect(search.text).toContain(`<link rel="canonical" href="${ORIGIN}/search/products?q=ford">`);
    expect(search.text).toContain('<title>Search Results for “ford” | Car Audio Storefront</title>');
  });

  it('matches page paths as the shell router does (case, trailing slash, one segment per parameter)', () => {
    expect(isPagePath('/Products/X/')).toBe(true);
    expect(isPagePath('/products/')).toBe(false);
  });
});

describe('handle redirects (item 15)', () => {
  it.each([
    ['/collections/Car-Subwoofers', '/collections/car-subwoofers'],
    ['/collections/Car-Subwoofers?page=2&sort=price-asc', '/collections/car-subwoofers?page=2&sort=price-asc'],
    ['/collections/CAR-SUBWOOFERS/', '/collections/car-subwoofers'],
    ['/products/HD-1500-1?sku=HD-1500.1', '/products/hd-1500-1?sku=HD-1500.1'],
  ])('%s -> 301 %s', async (from, to) => {
    const res = await page(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('the page itself and unknown handles are not redirected', async () => {
    expect((await page('/collections/car-subwoofers?page=2')).status).toBe(200);
    expect((await page('/collections/Does-Not-Exist')).status).toBe(404);
  });
});

describe('GET /api/head (item 10)', () => {
  const head = (p: string) => request(app).get('/api/head').query({ path: p });

  it("answers the head the product page's document carries, with the product's own name", async () => {
    const res = await head('/products/hd-1500-1?utm_source=mail');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.status).toBe(200);
    expect(res.body.title).toBe(`${AMP_NAME} | Car Audio Storefront`);
    expect(res.body.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/products/hd-1500-1` }]);
    expect(res.body.meta).toContainEqual({
      name: 'description',
      content: 'Competition monoblock amplifier, 1,500 W RMS.',
    });
    expect(res.body.meta).toContainEqual({ property: 'og:url', content: `${ORIGIN}/products/hd-1500-1` });
    expect(res.body.jsonLd.map((b: { '@type': string }) => b['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
      'Organization',
      'WebSite',
    ]);
    // the same head as the document's
    const doc = await page('/products/hd-1500-1');
    expect(doc.text).toContain(`<title>${AMP_NAME} | Car Audio Storefront</title>`);
    for (const block of res.body.jsonLd) expect(doc.text).toContain(JSON.stringify(block));
  });

  it('never puts the service host into the canonical, whatever host asked', async () => {
    const res = await head('/collections/car-subwoofers').set('Host', '127.0.0.1:8080');
    expect(JSON.stringify(res.body)).not.toContain('127.0.0.1');
    expect(res.body.links[0].href).toBe(`${ORIGIN}/collections/car-subwoofers`);
  });

  it('gives search results noindex, and unknown catalogue pages their 404 status', async () => {
    const search = await head('/search/products?q=ford');
    expect(search.body.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(search.body.status).toBe(200);
    const unknown = await head('/products/no-such-thing');
    expect(unknown.status).toBe(200);
    expect(unknown.body.status).toBe(404);
    expect(unknown.body.meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('names the catalogue spelling of the address, query kept', async () => {
    const res = await head('/collections/Car-Subwoofers?page=2');
    expect(res.body.redirect).toBe('/collections/car-subwoofers?page=2');
    expect((await head('/collections/car-subwoofers')).body).not.toHaveProperty('redirect');
  });

  it('answers 204 for pages that name themselves and 404 in the shared shape for paths that are no page', async () => {
    const confirm = await head('/subscriptions/confirm');
    expect(confirm.status).toBe(204);
    expect(confirm.text).toBe('');
    const cart = await head('/cart');
    expect(cart.status).toBe(200);
    expect(cart.body.title).toBe('Your Cart | Car Audio Storefront');
    for (const p of ['/nonexistent-page', '/api/head', '/collections']) {
      const res = await head(p);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it.each([
    ['no path', {}],
    ['a relative path', { path: 'products/x' }],
    ['another origin', { path: '//evil.example/x' }],
    ['an absolute URL', { path: 'https://evil.example/x' }],
    ['a backslash', { path: '/\\evil.example' }],
    ['two paths', { path: ['/a', '/b'] }],
    ['a very long path', { path: `/${'x'.repeat(3000)}` }],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await request(app).get('/api/head').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it('answers 504, uncached, when the head is late, and does not cache a stand-in head', async () => {
    const slow = gateway(() => new Promise((r) => setTimeout(() => r(null), 500)), 50);
    const late = await request(slow).get('/api/head').query({ path: '/products/x' });
    expect(late.status).toBe(504);
    expect(late.headers['cache-control']).toBe('no-store');
    const standIn = gateway(async () => ({
      status: 200,
      markup: '',
      json: { title: 'Car Audio Storefront', meta: [], links: [], jsonLd: [] },
      cacheable: false,
    }));
    const res = await request(standIn).get('/api/head').query({ path: '/products/x' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
