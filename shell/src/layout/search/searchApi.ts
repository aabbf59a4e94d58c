// Typeahead suggestions from the catalog's search (GET /api/search?q=&mode=typeahead&limit=), on the shared RTK Query
// API. The endpoint name carries the area ('shell...') so it never collides with the catalog remote's search.
import { baseApi, unwrapData, type SearchResponse } from '@storefront/shared-domain';

export interface TypeaheadArgs {
  q: string;
  limit: number;
}

export function typeaheadUrl({ q, limit }: TypeaheadArgs): string {
  const params = new URLSearchParams({ q, mode: 'typeahead', limit: String(limit) });
  return `/api/search?${params.toString()}`;
}

function toSearchResponse(response: unknown, q: string): SearchResponse {
  const body = unwrapData<Partial<SearchResponse> | null>(response) ?? {};
  return {
    query: typeof body.query === 'string' ? body.query : q,
    products: Array.isArray(body.products) ? body.products : [],
    total: typeof body.total === 'number' ? body.total : 0,
  };
}

export const shellSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellSearchTypeahead: build.query<SearchResponse, TypeaheadArgs>({
      query: typeaheadUrl,
      transformResponse: (response: unknown, _meta, args) => toSearchResponse(response, args.q),
    }),
  }),
});

export const { useShellSearchTypeaheadQuery } = shellSearchApi;
