import type mongoose from 'mongoose';
import request from 'supertest';
import { startTestDatabase } from '../src';
import { appWithApiRoutes } from './kit';

function makeApp(connection?: mongoose.Connection) {
  return appWithApiRoutes({ name: 'things', connection }, (router) => {
    router.get('/things/:id', (req, res) => {
      res.json({ id: req.params.id });
    });
  });
}

function metricLine(text: string, name: string, labels: Record<string, string>): string | undefined {
  return text
    .split('\n')
    .find(
      (line) =>
        line.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)),
    );
}

describe('GET /metrics', () => {
  const saved = process.env.METRICS_TOKEN;
  afterEach(() => {
    if (saved === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = saved;
  });

  it('counts requests per route pattern and status, never per raw path', async () => {
    const app = makeApp();
    await request(app).get('/api/things/1');
    await request(app).get('/api/things/2');
    await request(app).get('/api/nowhere');
    const res = await request(app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const labels = { service: 'things', method: 'GET', route: '/api/things/:id', status: '200' };
    expect(metricLine(res.text, 'http_requests_total', labels)).toMatch(/ 2$/);
    expect(metricLine(res.text, 'http_requests_total', { route: 'unmatched', status: '404' })).toMatch(/ 1$/);
    expect(res.text).not.toContain('/api/things/1');
    expect(
      metricLine(res.text, 'http_request_duration_seconds_count', { route: '/api/things/:id', status_class: '2xx' }),
    ).toMatch(/ 2$/);
  });

  it('reports the process: event-loop lag, heap and the supervisor restarts', async () => {
    const res = await request(makeApp()).get('/metrics');
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds\{service="things"\} /m);
    expect(res.text).toMatch(/^nodejs_heap_size_used_bytes\{service="things"\} /m);
    expect(res.text).toMatch(/^supervisor_restarts\{service="things"\} 0$/m);
  });

  it('is closed to forwarded callers unless they bear METRICS_TOKEN', async () => {
    process.env.METRICS_TOKEN = 'scrape-secret-123';
    const app = makeApp();
    const forwarded = await request(app).get('/metrics').set('X-Forwarded-For', '203.0.113.9');
    expect(forwarded.status).toBe(404);
    expect(forwarded.text).not.toContain('http_requests_total');
    const wrong = await request(app)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', 'Bearer scrape-secret-124');
    expect(wrong.status).toBe(404);
    const bearer = await request(app)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', 'Bearer scrape-secret-123');
    expect(bearer.status).toBe(200);
    expect(bearer.text).toContain('http_requests_total');
  });

  it('reports the database: queries in flight, pool events and the circuit', async () => {
    const db = await startTestDatabase('metrics');
    try {
      const app = makeApp(db.connection);
      await db.connection.db!.collection('things').findOne({});
      const res = await request(app).get('/metrics');
      expect(res.text).toMatch(/^mongodb_pool_connections_in_use\{service="things"\} 0$/m);
      expect(res.text).toMatch(/^database_circuit_open\{service="things"\} 0$/m);
    } finally {
      await db.stop();
    }
  });
});
