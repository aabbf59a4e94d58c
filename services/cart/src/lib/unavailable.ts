// What the cart's calls to other services share: the error of a service that cannot be reached or answers wrongly
// (each dependency has its own subclass, which the domain turns into its own 503), and a call with a timeout.

/** A service the cart depends on cannot be reached or answered wrongly; `name` is the subclass's own. */
export class UnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Calls to the service at `baseUrl`, each with a timeout; a call that gets no answer throws `unreachable(reason)`. */
export function serviceFetch(baseUrl: string, timeoutMs: number, unreachable: (reason: string) => Error) {
  const base = baseUrl.replace(/\/+$/, '');
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw unreachable((err as Error).message);
    }
  };
}
