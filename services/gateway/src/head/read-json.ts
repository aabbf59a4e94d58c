// Reads a service's JSON for a head within a short deadline: a slow catalog gives a generic head, not a slow page.
import { INTERNAL_JSON_HEADERS } from '@storefront/service-platform';

/** The service answered 404: the page does not exist (its head says so, and the page's status is 404). */
export class NotFound extends Error {}

export function createJsonReader(defaultBase: string, timeoutMs: number, doFetch: typeof fetch) {
  return async function getJson<T>(path: string, base: string = defaultBase): Promise<T> {
    const res = await doFetch(`${base}${path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: INTERNAL_JSON_HEADERS,
    });
    if (res.status === 404) throw new NotFound(path);
    if (!res.ok) throw new Error(`${base} answered ${res.status} for ${path}`);
    return (await res.json()) as T;
  };
}
