// Random tokens for every request that needs one (the CSRF cookie's nonce, the page's CSP nonce). `randomBytes(16)`
// asks the operating system's CSPRNG on each call, which cost the gateway about 5 % of a proxied API request's CPU
// under load (two calls per cookie-less request); drawing from a pool filled by the same CSPRNG 4 KB at a time costs a
// fiftieth of it. Node's own `crypto.randomUUID()` pools its entropy the same way. Each byte is handed out once.
import { randomBytes, randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let used = POOL_BYTES;

/** `randomBytes(size).toString(encoding)`: `size` bytes from the CSPRNG, encoded. */
export function randomToken(size: number, encoding: 'base64url' | 'base64' | 'hex' = 'base64url'): string {
  if (size > POOL_BYTES / 8) return randomBytes(size).toString(encoding);
  if (used + size > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString(encoding, used, used + size);
  used += size;
  return token;
}
