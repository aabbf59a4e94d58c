// Push endpoints are URLs a browser (or anyone) hands us, and `npm run push:send` later calls them from inside our
// network. An endpoint naming an internal address (the cloud metadata service at 169.254.169.254, a database, the
// host itself) would make us a client of it (SSRF), so an endpoint is accepted, and called, only when it is an https
// URL whose host is, or resolves only to, public unicast addresses.
import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Every address a host name resolves to (injectable: tests answer without DNS). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** The system resolver, every address (a host with one private address among public ones is refused). */
export const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * True only for a public unicast address. ipaddr.js names the special ranges (private, loopback, link-local, CGNAT,
 * multicast, unspecified, unique-local, reserved, and the IPv6 forms that embed an IPv4 address such as NAT64 and
 * 6to4); anything it does not call plain 'unicast' is refused. An IPv4-mapped IPv6 address is judged as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class UnsafeEndpointError extends Error {
  readonly code = 'ENOTPUBLIC';
}

/** The addresses `hostname` stands for, all public; throws UnsafeEndpointError when it has none or any is not. */
export async function publicAddressesOf(hostname: string, resolve: ResolveHost): Promise<string[]> {
  // URL keeps an IPv6 literal in brackets; an IPv4 literal is already canonical (0x7f.1 is 127.0.0.1).
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
  if (addresses.length === 0) throw new UnsafeEndpointError(`host ${host} does not resolve`);
  if (!addresses.every(isPublicAddress)) throw new UnsafeEndpointError(`host ${host} is not a public address`);
  return addresses;
}

/** Why `endpoint` may not be called, to follow 'endpoint ' (null: it may): not https, or a host that is not public. */
export async function pushEndpointRefusal(endpoint: string, resolve: ResolveHost): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'must be an https URL';
  try {
    await publicAddressesOf(url.hostname, resolve);
    return null;
  } catch (err) {
    if (err instanceof UnsafeEndpointError) return err.message;
    throw err;
  }
}

/**
 * A socket `lookup` that connects only to public addresses, resolved with `resolve`. An agent with it closes the gap
 * between checking a host and connecting to it (a name that answers public to the check, then private: DNS
 * rebinding). Node calls it only for names: an IP literal is checked by pushEndpointRefusal before.
 */
export function publicOnlyLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    publicAddressesOf(hostname, resolve).then(
      (addresses) => {
        const entries: LookupAddress[] = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, entries);
        else callback(null, entries[0].address, entries[0].family);
      },
      (err: Error) => callback(err, '', 0),
    );
  };
}
