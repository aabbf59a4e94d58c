// Random tokens and ids from one place. `randomBytes(16)` asks the operating system's CSPRNG on each call: 5-6 µs
// here, twice per cookie-less request through the gateway (the CSRF cookie's nonce and the page's CSP nonce;
// randomBytes was 5 % of the gateway's CPU profile under the finder benchmark). Drawing from a pool that the same
// CSPRNG fills 4 KB at a time costs 0.1-0.5 µs, the way Node's own `crypto.randomUUID()` pools its entropy. Each byte
// is handed out once.
import { createHash, randomBytes, randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
/** Larger draws come straight from the CSPRNG, so one draw never empties most of the pool. */
const MAX_POOLED_BYTES = POOL_BYTES / 8;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let used = POOL_BYTES;

function draw<T>(size: number, read: (bytes: Buffer, start: number, end: number) => T): T {
  if (size > MAX_POOLED_BYTES) return read(randomBytes(size), 0, size);
  if (used + size > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const start = used;
  used += size;
  return read(pool, start, used);
}

/** `randomBytes(size).toString(encoding)`: `size` bytes from the CSPRNG, encoded. */
export function randomToken(size: number, encoding: 'base64url' | 'base64' | 'hex' = 'base64url'): string {
  return draw(size, (bytes, start, end) => bytes.toString(encoding, start, end));
}

/** nanoid's URL-safe alphabet: 64 characters, so the low 6 bits of a random byte pick one without bias. */
const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** `length` URL-safe random characters (6 random bits each), like nanoid: session ids, cart tokens. */
export function randomId(length: number): string {
  return draw(length, (bytes, start, end) => {
    let id = '';
    for (let i = start; i < end; i += 1) id += ID_ALPHABET[bytes[i] & 63];
    return id;
  });
}

/** The SHA-256 of a token sent in a link (base64url): only this is stored, so a read of the database cannot follow one. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
