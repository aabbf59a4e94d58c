// The HTTP server under every service and the gateway: what Node would answer with a bare status
// line gets the shared JSON shape, and a request head that never completes is cut within seconds.
import type { Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { CONNECTIONS_CHECK_MS, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, createHttpServer } from '../src';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createHttpServer(
    (req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ host: req.headers.host ?? null }));
    },
    { headersTimeoutMs: 500 },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends `payload` on a raw connection; resolves with everything received until the server closes it. */
function rawExchange(payload: string): Promise<{ answer: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('error', reject);
    socket.write(payload);
  });
}

function parse(answer: string) {
  const [head, body] = answer.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe('createHttpServer', () => {
  it('cuts a stalled request head quickly: 10 s for the head, 60 s for the whole request, checked every second', () => {
    const defaults = createHttpServer(() => undefined);
    expect(defaults.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(defaults.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(CONNECTIONS_CHECK_MS).toBeLessThanOrEqual(1000);
  });

  it('answers an incomplete request head with a JSON 408 once its deadline has passed', async () => {
    const { answer, ms } = await rawExchange('GET /api/cartv2 HTTP/1.1\r\nHost: x\r\n');
    const res = parse(answer);
    expect(res.status).toBe(408);
    expect(res.body).toEqual({ error: { code: 'request_timeout', message: expect.any(String) } });
    expect(ms).toBeLessThan(500 + CONNECTIONS_CHECK_MS + 1000);
  });

  it('answers an HTTP/1.1 request without Host with a JSON 400 and the security headers', async () => {
    const res = parse((await rawExchange('GET /api/cartv2 HTTP/1.1\r\n\r\n')).answer);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'missing_host', message: expect.any(String) } });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('lets HTTP/1.0 without Host through (it is optional there), and answers Host-ful requests', async () => {
    const old = parse((await rawExchange('GET / HTTP/1.0\r\n\r\n')).answer);
    expect(old.status).toBe(200);
    expect(old.body).toEqual({ host: null });
    const res = parse((await rawExchange('GET / HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n')).answer);
    expect(res.body).toEqual({ host: 'shop' });
  });

  it('answers what the parser rejects with a JSON 400', async () => {
    const res = parse((await rawExchange('HELLO\r\n\r\n')).answer);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
  });
});
