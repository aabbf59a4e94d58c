// GET /api/openapi.json and /api/openapi.d.ts: the build's API description, served by the gateway.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { routeDeclarationProblems } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import { OPENAPI_CACHE_CONTROL, gatewayApi } from '../src/openapi';
import { oneFolderOptions } from './helpers';

const DOCUMENT = { openapi: '3.1.0', info: { title: 'test', version: '1' }, paths: {} };
let tmp: string;

function gateway(openApiDir: string) {
  return createGatewayApp({
    ...oneFolderOptions(tmp, 'http://127.0.0.1:9'),
    openApiDir,
  });
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-openapi-'));
  fs.writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the API description', () => {
  it('is served as JSON with a short public cache, readable from any origin', async () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'built-'));
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(DOCUMENT));
    const res = await request(gateway(dir)).get('/api/openapi.json').set('Origin', 'https://integrator.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(OPENAPI_CACHE_CONTROL);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toEqual(DOCUMENT);
  });

  it('is compressed for clients that accept it', async () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'built-'));
    const large = { ...DOCUMENT, paths: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`/api/p${i}`, {}])) };
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(large));
    const res = await request(gateway(dir)).get('/api/openapi.json').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toEqual(large);
  });

  it('serves the types generated from it as text', async () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'built-'));
    fs.writeFileSync(path.join(dir, 'openapi.d.ts'), 'export interface paths {}\n');
    const res = await request(gateway(dir)).get('/api/openapi.d.ts');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('export interface paths {}\n');
  });

  it('answers 503 in the shared error shape while the build has not made it, and serves it once it has', async () => {
    const dir = path.join(tmp, 'not-built');
    const app = gateway(dir);
    for (const url of ['/api/openapi.json', '/api/openapi.d.ts']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
    }
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(DOCUMENT));
    expect((await request(app).get('/api/openapi.json')).body).toEqual(DOCUMENT);
  });

  it("declares the gateway's own /api routes", () => {
    const app = gateway(tmp);
    expect(routeDeclarationProblems(app, gatewayApi.routes, { only: (p) => p.startsWith('/api/') })).toEqual([]);
  });
});
