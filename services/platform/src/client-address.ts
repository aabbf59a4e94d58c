// The client's address. Rate limits and sign-in back-off key on it, so it must come from a source a
// client cannot forge. A service's port can be reached without the gateway, where `X-Forwarded-For` is whatever the
// caller wrote; so the gateway (which alone knows its trusted proxy hops) signs the address it saw, and every service
// takes `req.ip` from that signature, or else from its own socket peer. A forwarded-for header alone counts for
// nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';

export const CLIENT_ADDRESS_HEADERS = {
  address: 'x-client-address',
  signature: 'x-client-address-signature',
} as const;

function sign(address: string, secret: string): string {
  return createHmac('sha256', secret).update(`client-address\n${address}`).digest('base64url');
}

/** The headers the gateway adds to a request it forwards for a client at `address`. */
export function clientAddressHeaders(address: string, secret: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADERS.address]: address, [CLIENT_ADDRESS_HEADERS.signature]: sign(address, secret) };
}

/** Remove client-address headers that came from outside (the gateway does this before adding its own). */
export function stripClientAddressHeaders(headers: IncomingHttpHeaders): void {
  delete headers[CLIENT_ADDRESS_HEADERS.address];
  delete headers[CLIENT_ADDRESS_HEADERS.signature];
}

/** The address the headers prove, or null when they are absent, malformed or not signed with `secret`. */
export function readClientAddress(headers: IncomingHttpHeaders, secret: string): string | null {
  const address = headers[CLIENT_ADDRESS_HEADERS.address];
  const signature = headers[CLIENT_ADDRESS_HEADERS.signature];
  if (typeof address !== 'string' || typeof signature !== 'string' || isIP(address) === 0) return null;
  const expected = Buffer.from(sign(address, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : null;
}

function setClientIp(req: Request, ip: string | undefined): void {
  // Express computes `req.ip` from a getter on its prototype; an own property on the request replaces it.
  Object.defineProperty(req, 'ip', { value: ip, configurable: true, enumerable: true, writable: false });
}

/** Installed by `createServiceApp`: `req.ip` is the gateway-signed client address, else the socket peer. */
export function clientAddressMiddleware(secret: string): RequestHandler {
  return (req, _res, next) => {
    setClientIp(req, readClientAddress(req.headers, secret) ?? req.socket.remoteAddress);
    next();
  };
}
