// Server rendering hands the API state it rendered with to the page in a JSON script (SSR_STATE_ELEMENT_ID), taken
// when the render starts: the answers it rendered with, fulfilled or failed (a 404 rendered as not found hydrates as
// not found). A query still under way then rendered its loading state, which the page's first render also shows
// before fetching it. The page's store takes it with baseApi's `hydrateApi` action.

/** The id of the `<script type="application/json">` holding a server render's state. */
export const SSR_STATE_ELEMENT_ID = 'sf-state';

interface ApiQueryEntry {
  status?: unknown;
}

interface ApiStateLike {
  queries: Record<string, ApiQueryEntry | undefined>;
  provided?: unknown;
}

export interface ApiHydration {
  queries: Record<string, ApiQueryEntry>;
  mutations: Record<string, never>;
  provided: unknown;
}

/** What of a store's API state goes to the page: the settled queries and the tags they provide. */
export function apiHydrationOf(state: { api: ApiStateLike }): ApiHydration {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(
      (entry): entry is [string, ApiQueryEntry] => entry[1]?.status === 'fulfilled' || entry[1]?.status === 'rejected',
    ),
  );
  return { queries, mutations: {}, provided: state.api.provided ?? { tags: {}, keys: {} } };
}
