// The header's menu data (spec 1 §3 "Menu data"): GET /api/menu on the one shared RTK Query API. The endpoint name
// carries the area ('shell...') so it never collides with the catalog remote's own menu endpoint.
import { baseApi, unwrapData, type MenuCategory, type MenuData } from '@storefront/shared-domain';

function categoriesOf(value: unknown): MenuCategory[] {
  return Array.isArray(value) ? (value as MenuCategory[]) : [];
}

/** A malformed answer becomes an empty menu: the tabs still work as plain links. */
export function toMenuData(response: unknown): MenuData {
  const body = unwrapData<Partial<MenuData> | null>(response) ?? {};
  return { left: categoriesOf(body.left), right: categoriesOf(body.right) };
}

export const shellMenuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShellMenu: build.query<MenuData, void>({
      query: () => '/api/menu',
      transformResponse: toMenuData,
      providesTags: ['Menu'],
    }),
  }),
});

export const { useGetShellMenuQuery } = shellMenuApi;
