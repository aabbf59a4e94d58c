import mongoose from 'mongoose';
import request from 'supertest';
import { z } from 'zod';
import { HttpError, asSameSiteBrowser, errorBody, loadConfig, parseOrThrow, createLogger, classifyError } from '../src';
import { appWithApiRoutes } from './kit';

function fakeConnection(readyState: number): mongoose.Connection {
  return { readyState, set: () => undefined } as unknown as mongoose.Connection;
}

function makeApp(connection?: mongoose.Connection) {
  return appWithApiRoutes({ name: 'test', connection }, (router) => {
    router.get('/boom', () => {
      throw new Error('secret internals');
    });
    router.get('/async-boom', async () => {
      await Promise.resolve();
      throw new Error('async internals');
    });
    router.get('/teapot', () => {
      throw new HttpError(418, 'teapot', 'I am a teapot');
    });
    router.get('/validate', (req, res) => {
      const q = parseOrThrow(z.object({ n: z.coerce.number().int().min(0) }), req.query, 'query');
      res.json(q);
    });
    // A typical cookie consumer (express-session, the cart token): string methods on the value.
    router.get('/session-cookie', (req, res) => {
      const raw: string | undefined = req.cookies.sa_session;
      res.json({ signed: raw?.startsWith('s:') ?? false, token: req.cookies.sa_cart_token?.trim() ?? null });
    });
    router.post('/echo', (req, res) => {
      res.json({ body: req.body, cookies: req.cookies });
    });
    router.get('/zod', () => {
      z.object({ a: z.string() }).parse({});
    });
    router.get('/cast', async () => {
      throw new mongoose.Error.CastError('Number', 'abc', 'n');
    });
    router.get('/validation', () => {
      const err = new mongoose.Error.ValidationError();
      err.addError('name', new mongoose.Error.ValidatorError({ path: 'name', type: 'required', message: 'required' }));
      throw err;
    });
    router.get('/dup', () => {
      throw Object.assign(new Error('E11000 duplicate key error collection: x'), { code: 11000 });
    });
  });
}

describe('createServiceApp', () => {
  const app = asSameSiteBrowser(makeApp(fakeConnection(1)));

  it('answers /healthz', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz by connection state', async () => {
    expect((await request(app).get('/readyz')).status).toBe(200);
    const down = makeApp(fakeConnection(0));
    const res = await request(down).get('/readyz');
    expect(res.status).toBe(503);
    expect((await request(down).get('/healthz')).status).toBe(200);
  });

  it('sets security headers and no x-powered-by', async () => {
    const res = await request(app).get('/healthz');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('echoes a sane x-request-id and makes one otherwise', async () => {
    const res = await request(app).get('/healthz').set('x-request-id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const res2 = await request(app).get('/healthz').set('x-request-id', 'bad id <script>');
    expect(res2.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const res3 = await request(app).get('/healthz');
    expect(res3.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says how long the service took for each answer (X-Response-Time)', async () => {
    const res = await request(app).get('/healthz');
    expect(res.headers['x-response-time']).toMatch(/^\d+\.\d{2}ms$/);
  });

  it('answers JSON 404 for unknown routes', async () => {
    const res = await request(app).get('/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(typeof res.body.error.message).toBe('string');
    const res2 = await request(app).post('/api/nope').send({ a: 1 });
    expect(res2.status).toBe(404);
  });

  it('parses JSON bodies and cookies', async () => {
    const res = await request(app).post('/api/echo').set('Cookie', 'a=b').send({ x: 1 });
    expect(res.body).toEqual({ body: { x: 1 }, cookies: { a: 'b', sa_csrf: expect.any(String) } });
  });

  it('keeps every cookie a string: `j:` JSON cookies are never decoded', async () => {
    const res = await request(app)
      .post('/api/echo')
      .set('Cookie', 'sa_cart_token=j:{"a":1}; sa_session=j:1; q="quoted"; pct=a%20b; bad=%E0%A4%A; a=first; a=second')
      .send({});
    expect(res.body.cookies).toEqual({
      sa_cart_token: 'j:{"a":1}',
      sa_session: 'j:1',
      q: 'quoted',
      pct: 'a b',
      bad: '%E0%A4%A',
      a: 'first',
      sa_csrf: expect.any(String),
    });
    for (const cookie of ['sa_session=j:1', 'sa_cart_token=j:{"a":1}', 'sa_session=j:[1]; sa_cart_token=j:null']) {
      const answer = await request(app).get('/api/session-cookie').set('Cookie', cookie);
      expect(answer.status).toBe(200);
    }
  });

  it('rejects malformed JSON with 400 invalid_json', async () => {
    const res = await request(app).post('/api/echo').set('Content-Type', 'application/json').send('{"x":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
  });

  it('a body that does not match its Content-Encoding: 400 invalid_body_encoding', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await request(app)
        .post('/api/echo')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"not":"compressed"}');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'invalid_body_encoding', message: expect.any(String) } });
    }
  });

  it('rejects bodies over 100kb with 413', async () => {
    const big = JSON.stringify({ s: 'x'.repeat(110 * 1024) });
    const res = await request(app).post('/api/echo').set('Content-Type', 'application/json').send(big);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('maps HttpError, zod, mongoose and duplicate-key errors', async () => {
    const teapot = await request(app).get('/api/teapot');
    expect(teapot.status).toBe(418);
    expect(teapot.body).toEqual(errorBody('teapot', 'I am a teapot'));
    const zod = await request(app).get('/api/zod');
    expect(zod.status).toBe(400);
    expect(zod.body.error.code).toBe('invalid_request');
    const cast = await request(app).get('/api/cast');
    expect(cast.status).toBe(400);
    const validation = await request(app).get('/api/validation');
    expect(validation.status).toBe(400);
    expect(validation.body.error.message).toContain('name');
    const dup = await request(app).get('/api/dup');
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('conflict');
  });

  it('answers 500 without leaking internals', async () => {
    for (const path of ['/api/boom', '/api/async-boom']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(500);
      expect(res.body).toEqual(errorBody('internal', 'Internal server error'));
      expect(res.text).not.toContain('internals');
    }
  });

  it('parseOrThrow answers 400 with readable issues', async () => {
    const ok = await request(app).get('/api/validate?n=3');
    expect(ok.body).toEqual({ n: 3 });
    const bad = await request(app).get('/api/validate?n=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_request');
    expect(bad.body.error.message).toMatch(/^Invalid query: n: /);
  });
});

describe('helpers', () => {
  it('parseOrThrow returns typed data or throws HttpError 400', () => {
    expect(parseOrThrow(z.string(), 'a')).toBe('a');
    try {
      parseOrThrow(z.object({ a: z.string() }), { a: 1 }, 'body');
      throw new Error('not thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).status).toBe(400);
      expect((err as HttpError).message).toContain('a:');
    }
  });

  it('loadConfig validates and coerces env', () => {
    const schema = z.object({ PORT: z.coerce.number().int(), NAME: z.string().default('x') });
    expect(loadConfig(schema, { PORT: '4002' })).toEqual({ PORT: 4002, NAME: 'x' });
    expect(() => loadConfig(schema, { PORT: 'abc' })).toThrow(/Invalid configuration: PORT/);
  });

  it('createLogger is silent in tests', () => {
    expect(createLogger('x').level).toBe('silent');
  });

  it('classifyError returns null for unknown errors', () => {
    expect(classifyError(new Error('x'))).toBeNull();
    expect(classifyError({ status: 404, message: 'gone', expose: true })).toMatchObject({ status: 404 });
  });
});
