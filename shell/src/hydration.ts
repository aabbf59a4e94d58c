// A page the server rendered (#root[data-sf-ssr], docs/server-rendering-plan.md): its state comes in a JSON script
// after #root. The store takes the API answers the server rendered with, and the modules the server rendered are
// loaded before hydrating, so the page's first render is the server's HTML and nothing is fetched twice.
import { SSR_STATE_ELEMENT_ID, type ServerRenderState as RenderState } from '@storefront/shared-domain';
import { isRemoteArea, type RemoteArea } from './remotes/areas';

export const SSR_ATTRIBUTE = 'data-sf-ssr';

/** The server render's state as this shell can use it: every region of an area it knows. */
export interface ServerRenderState extends RenderState {
  regions: { area: RemoteArea; module: string }[];
}

function isRegion(value: unknown): value is { area: RemoteArea; module: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { area, module } = value as Record<string, unknown>;
  return typeof area === 'string' && isRemoteArea(area) && typeof module === 'string';
}

function isState(value: unknown): value is ServerRenderState {
  if (typeof value !== 'object' || value === null) return false;
  const { api, regions, renderedAt } = value as Record<string, unknown>;
  const queries = (api as { queries?: unknown } | null)?.queries;
  return (
    typeof queries === 'object' &&
    queries !== null &&
    Array.isArray(regions) &&
    regions.every(isRegion) &&
    typeof renderedAt === 'number'
  );
}

/** Whether the server rendered #root's content. */
export function isServerRendered(container: HTMLElement): boolean {
  return container.hasAttribute(SSR_ATTRIBUTE);
}

/** The state of a server-rendered page, or null when there is none or it is not readable. */
export function readServerRenderState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    return isState(state) ? state : null;
  } catch {
    return null;
  }
}

/** The digest of a region the server left to the browser (a module that failed there): expected, not an error. */
export const CLIENT_REGION_DIGEST = 'sf-client-region';

/**
 * hydrateRoot's onRecoverableError: a region the server left to the browser is rendered here, as planned; anything
 * else (a real mismatch) is reported as React does by default.
 */
export function reportRecoverableError(error: unknown): void {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (digest === CLIENT_REGION_DIGEST) {
    console.info('[shell] a region the server could not render was rendered in the browser');
    return;
  }
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}
