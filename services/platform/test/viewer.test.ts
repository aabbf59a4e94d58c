import express from 'express';
import request from 'supertest';
import {
  DEV_VIEWER_SECRET,
  GUEST_VIEWER,
  VIEWER_HEADERS,
  createServiceApp,
  isDealer,
  readViewer,
  requireDealer,
  requireSignedIn,
  viewerHeaders,
  viewerOf,
  viewerSecretFromEnv,
} from '../src';
import type { Viewer } from '../src';

const DEALER: Viewer = { accountId: '100002', email: 'dealer+vip@example.com', role: 2, isDealer: true };
const SHOPPER: Viewer = { accountId: '100001', email: 'shopper@example.com', role: 1, isDealer: false };

describe('isDealer', () => {
  it.each([
    [{ role: 2 }, true],
    [{ role: 1, is_dealer: true }, true],
    [{ role: 1, isDealer: true }, true],
    [{ role: 1, is_dealer: false, isDealer: false }, false],
    [{ role: null }, false],
    [{}, false],
  ])('%j is a dealer: %p', (account, expected) => {
    expect(isDealer(account)).toBe(expected);
  });
});

describe('viewer headers', () => {
  it('round-trip a signed viewer', () => {
    expect(readViewer(viewerHeaders(DEALER, DEV_VIEWER_SECRET), DEV_VIEWER_SECRET)).toEqual(DEALER);
    expect(viewerHeaders(GUEST_VIEWER, DEV_VIEWER_SECRET)).toEqual({});
  });

  it.each([
    ['no headers', {}],
    [
      'a role without a signature',
      { [VIEWER_HEADERS.accountId]: '1', [VIEWER_HEADERS.role]: '2', [VIEWER_HEADERS.dealer]: '1' },
    ],
    [
      'a dealer flag added to a shopper',
      { ...viewerHeaders(SHOPPER, DEV_VIEWER_SECRET), [VIEWER_HEADERS.dealer]: '1' },
    ],
    ['another account id', { ...viewerHeaders(SHOPPER, DEV_VIEWER_SECRET), [VIEWER_HEADERS.accountId]: '100002' }],
    ['another secret', viewerHeaders(DEALER, 'some-other-secret-of-enough-length')],
    ['a malformed email', { ...viewerHeaders(DEALER, DEV_VIEWER_SECRET), [VIEWER_HEADERS.email]: '%E0%A4%A' }],
  ])('%s is a guest', (_name, headers) => {
    expect(readViewer(headers, DEV_VIEWER_SECRET)).toEqual(GUEST_VIEWER);
  });

  it('production needs a real secret', () => {
    expect(() => viewerSecretFromEnv({ NODE_ENV: 'production' })).toThrow(/VIEWER_HEADER_SECRET is required/);
    expect(() => viewerSecretFromEnv({ VIEWER_HEADER_SECRET: 'short' })).toThrow(/at least 16/);
    expect(viewerSecretFromEnv({ NODE_ENV: 'production', VIEWER_HEADER_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
    expect(viewerSecretFromEnv({})).toBe(DEV_VIEWER_SECRET);
  });
});

describe('service apps read the viewer once, through viewerOf', () => {
  const app = createServiceApp({
    name: 'viewer-test',
    viewerSecret: DEV_VIEWER_SECRET,
    mount: (a: express.Express) => {
      a.get('/who', (req, res) => res.json(viewerOf(req)));
      a.get('/mine', requireSignedIn, (req, res) => res.json({ accountId: viewerOf(req).accountId }));
      a.get('/dealers-only', requireDealer, (_req, res) => res.json({ ok: true }));
    },
  });

  it('answers the verified viewer', async () => {
    expect((await request(app).get('/who').set(viewerHeaders(DEALER, DEV_VIEWER_SECRET))).body).toEqual(DEALER);
    expect((await request(app).get('/who').set(VIEWER_HEADERS.accountId, '100002')).body).toEqual(GUEST_VIEWER);
  });

  it('guards routes for signed-in viewers and dealers', async () => {
    expect((await request(app).get('/mine')).status).toBe(401);
    expect((await request(app).get('/mine')).body.error.code).toBe('unauthorized');
    expect((await request(app).get('/mine').set(viewerHeaders(SHOPPER, DEV_VIEWER_SECRET))).body).toEqual({
      accountId: '100001',
    });
    expect((await request(app).get('/dealers-only')).status).toBe(401);
    expect((await request(app).get('/dealers-only').set(viewerHeaders(SHOPPER, DEV_VIEWER_SECRET))).status).toBe(403);
    expect((await request(app).get('/dealers-only').set(viewerHeaders(DEALER, DEV_VIEWER_SECRET))).status).toBe(200);
  });
});
