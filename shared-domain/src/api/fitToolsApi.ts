// The fit tools' one fetch layer: the box design calculator and the subwoofer wiring planner both read the
// catalogue's audio parameters through these endpoints, so both tools share one cached request per list.
import type {
  EnclosureAlignment,
  FitToolAmplifiersResponse,
  FitToolEnclosuresResponse,
  FitToolSubwoofersResponse,
} from '../types';
import { baseApi, unwrapData } from './baseApi';

export const FIT_TOOLS_PATH = '/api/fit-tools';

export interface FitToolSubwoofersArgs {
  /** Nominal size in inches (8, 10, 12, 15, 18). */
  size?: number;
}

export interface FitToolEnclosuresArgs {
  alignment?: EnclosureAlignment;
  subwooferSize?: number;
  subwooferCount?: number;
}

/** '?a=1&b=2' of the set values, '' when none is set. */
export function fitToolsQueryString(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const fitToolsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFitToolSubwoofers: build.query<FitToolSubwoofersResponse, FitToolSubwoofersArgs | void>({
      query: (args) => `${FIT_TOOLS_PATH}/subwoofers${fitToolsQueryString(args ?? {})}`,
      transformResponse: (response: unknown) => unwrapData<FitToolSubwoofersResponse>(response),
      providesTags: ['Product', 'Sale'],
    }),
    getFitToolAmplifiers: build.query<FitToolAmplifiersResponse, void>({
      query: () => `${FIT_TOOLS_PATH}/amplifiers`,
      transformResponse: (response: unknown) => unwrapData<FitToolAmplifiersResponse>(response),
      providesTags: ['Product', 'Sale'],
    }),
    getFitToolEnclosures: build.query<FitToolEnclosuresResponse, FitToolEnclosuresArgs | void>({
      query: (args) => `${FIT_TOOLS_PATH}/enclosures${fitToolsQueryString(args ?? {})}`,
      transformResponse: (response: unknown) => unwrapData<FitToolEnclosuresResponse>(response),
      providesTags: ['Product', 'Sale'],
    }),
  }),
});

export const { useGetFitToolSubwoofersQuery, useGetFitToolAmplifiersQuery, useGetFitToolEnclosuresQuery } = fitToolsApi;
