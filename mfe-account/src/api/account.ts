// The account area's endpoints on the one shared RTK Query API (shared-domain `baseApi`).
// Tags: everything here belongs to the signed-in viewer, so every read provides 'Session'. Sign-in, sign-up and
// sign-out invalidate 'Session' (and the store invalidates every tag once a new session is read), so one viewer
// never sees the cached profile, cards, orders or returns of the previous one. Writes that only change one list
// (cards, returns) update that list themselves instead of invalidating 'Session', which would refetch the session and
// every account view for a change that cannot affect them.
import {
  baseApi,
  unwrapData,
  type NewCardInput,
  type NewReturnInput,
  type Order,
  type OrderSummary,
  type ProfileUpdate,
  type ReturnRequest,
  type SavedCard,
  type SessionUser,
  type CardUpdate,
  type CardFieldsConfig,
} from '@storefront/shared-domain';

export const ACCOUNT_API_PATHS = {
  profile: '/api/account/profile',
  password: '/api/account/password',
  cards: '/api/account/cards',
  orders: '/api/orders',
  returns: '/api/orders/returns',
  /** The payment provider's card fields (the cart service owns payments). */
  paymentFields: '/api/checkout/payment-fields',
} as const;

export interface OrdersPage {
  data: OrderSummary[];
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface CardUpdateArgs {
  id: string;
  update: CardUpdate;
}

function listOf<T>(response: unknown): T[] {
  const list = unwrapData<T[] | null>(response);
  return Array.isArray(list) ? list : [];
}

/** What `injectEndpoints` hands each group of endpoints below. */
type AccountBuild = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];

type AppDispatch = (action: unknown) => unknown;

/** A read of one of the viewer's lists: past the HTTP cache, and an empty list when the answer holds none. */
function viewerList<T>(url: string) {
  return {
    query: () => ({ url, cache: 'no-store' as const }),
    transformResponse: (response: unknown) => listOf<T>(response),
    providesTags: ['Session' as const],
  };
}

const profileEndpoints = (build: AccountBuild) => ({
  getAccountProfile: build.query<SessionUser, void>({
    query: () => ({ url: ACCOUNT_API_PATHS.profile, cache: 'no-store' }),
    transformResponse: (response: unknown) => unwrapData<SessionUser>(response),
    providesTags: ['Session'],
  }),
  updateAccountProfile: build.mutation<SessionUser, ProfileUpdate>({
    query: (body) => ({ url: ACCOUNT_API_PATHS.profile, method: 'PATCH', body }),
    transformResponse: (response: unknown) => unwrapData<SessionUser>(response),
    invalidatesTags: (result) => (result ? ['Session'] : []),
  }),
  changeAccountPassword: build.mutation<void, PasswordChange>({
    query: (body) => ({ url: ACCOUNT_API_PATHS.password, method: 'POST', body }),
  }),
});

const cardEndpoints = (build: AccountBuild) => ({
  getPaymentFields: build.query<CardFieldsConfig, void>({
    query: () => ACCOUNT_API_PATHS.paymentFields,
    transformResponse: (response: { data: CardFieldsConfig }) => response.data,
  }),
  getSavedCards: build.query<SavedCard[], void>(viewerList<SavedCard>(ACCOUNT_API_PATHS.cards)),
  addSavedCard: build.mutation<SavedCard, NewCardInput>({
    query: (body) => ({ url: ACCOUNT_API_PATHS.cards, method: 'POST', body }),
    transformResponse: (response: unknown) => unwrapData<SavedCard>(response),
    // The service decides which card is the default, so the list is read again rather than patched here.
    onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
      queryFulfilled.then(() => refetchSavedCards(dispatch)).catch(() => undefined),
  }),
  updateSavedCard: build.mutation<SavedCard, CardUpdateArgs>({
    query: ({ id, update }) => ({
      url: `${ACCOUNT_API_PATHS.cards}/${encodeURIComponent(id)}`,
      method: 'PATCH',
      body: update,
    }),
    transformResponse: (response: unknown) => unwrapData<SavedCard>(response),
    onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
      queryFulfilled.then(() => refetchSavedCards(dispatch)).catch(() => undefined),
  }),
  deleteSavedCard: build.mutation<void, string>({
    query: (id) => ({ url: `${ACCOUNT_API_PATHS.cards}/${encodeURIComponent(id)}`, method: 'DELETE' }),
    async onQueryStarted(id, { dispatch, queryFulfilled }) {
      try {
        await queryFulfilled;
      } catch {
        return;
      }
      dispatch(
        accountApi.util.updateQueryData('getSavedCards', undefined, (cards) => cards.filter((card) => card.id !== id)),
      );
    },
  }),
});

const orderEndpoints = (build: AccountBuild) => ({
  getOrders: build.query<OrdersPage, number>({
    query: (page) => ({ url: `${ACCOUNT_API_PATHS.orders}?page=${page}`, cache: 'no-store' }),
    transformResponse: (response: Partial<OrdersPage> | null) => ({
      data: Array.isArray(response?.data) ? response.data : [],
      page: Number(response?.page ?? 0),
      pageSize: Number(response?.pageSize ?? 0),
      total: Number(response?.total ?? 0),
    }),
    providesTags: ['Session'],
  }),
  getOrder: build.query<Order, string>({
    query: (orderNumber) => ({ url: `${ACCOUNT_API_PATHS.orders}/${encodeURIComponent(orderNumber)}` }),
    transformResponse: (response: unknown) => unwrapData<Order>(response),
    providesTags: ['Session'],
  }),
});

const returnEndpoints = (build: AccountBuild) => ({
  getReturns: build.query<ReturnRequest[], void>(viewerList<ReturnRequest>(ACCOUNT_API_PATHS.returns)),
  createReturn: build.mutation<ReturnRequest, NewReturnInput>({
    query: (body) => ({ url: ACCOUNT_API_PATHS.returns, method: 'POST', body }),
    transformResponse: (response: unknown) => unwrapData<ReturnRequest>(response),
    async onQueryStarted(_args, { dispatch, queryFulfilled }) {
      let created: ReturnRequest;
      try {
        created = (await queryFulfilled).data;
      } catch {
        return;
      }
      // The newest request first, as the list shows them.
      dispatch(
        accountApi.util.updateQueryData('getReturns', undefined, (list) => [
          created,
          ...list.filter((item) => item.id !== created.id),
        ]),
      );
    },
  }),
});

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...profileEndpoints(build),
    ...cardEndpoints(build),
    ...orderEndpoints(build),
    ...returnEndpoints(build),
  }),
});

function refetchSavedCards(dispatch: AppDispatch): void {
  dispatch(accountApi.endpoints.getSavedCards.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

export const {
  useGetAccountProfileQuery,
  useUpdateAccountProfileMutation,
  useChangeAccountPasswordMutation,
  useGetPaymentFieldsQuery,
  useGetSavedCardsQuery,
  useAddSavedCardMutation,
  useUpdateSavedCardMutation,
  useDeleteSavedCardMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
  useGetReturnsQuery,
  useCreateReturnMutation,
} = accountApi;
