// A local push service over HTTPS for the push tests, and a browser's side of a subscription (its keys, decryption).
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// http_ece is what web-push encrypts with; the test decrypts with it as a browser would.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const ece = require('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

/** A public unicast address (example.com's) that tests let a host resolve to. */
export const PUBLIC_ADDRESS = '93.184.215.14';

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local push service over HTTPS: records each request and answers with the status set per path. */
export async function startPushEndpoint(statusFor: (path: string) => number) {
  const fixtures = path.join(__dirname, 'fixtures');
  const cert = readFileSync(path.join(fixtures, 'localhost-cert.pem'));
  const received: PushRequest[] = [];
  let connections = 0;
  const server: Server = createServer(
    { cert, key: readFileSync(path.join(fixtures, 'localhost-key.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = statusFor(req.url ?? '');
        res.end();
      });
    },
  );
  // TCP connections, before any TLS: a refused address is never even connected to.
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    connections: () => connections,
    agent: new Agent({ ca: cert }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;

/** A browser's subscription keys: the P-256 key pair and the auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
