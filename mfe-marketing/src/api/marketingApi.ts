// The marketing service's endpoints this remote calls (spec 2 §7), injected into the shared
// baseApi so they share its cache, base URL and the double-submit header on writes.
import {
  apiErrorServiceMessage,
  apiErrorStatus,
  baseApi,
  type ConsentCheckResult,
  type SubscriberPayload,
} from '@storefront/shared-domain';
import type { ContactMessageInput, ContentPage } from '@storefront/shared-domain';

export const MARKETING_PATHS = {
  checkConsent: '/api/marketing/check-consent-for-user-email',
  savePopupSubscriber: '/api/marketing/subscribers-popup/save-popup-subscriber',
  updateSubscriber: '/api/marketing/update-subscriber',
  saveFooterSubscriber: '/api/marketing/subscribers-footer/save-footer-subscriber',
  vapidPublicKey: '/api/marketing/push/vapid-public-key',
  addPushSubscriber: '/api/marketing/push/subscriber/add',
  contentPage: (handle: string) => `/api/marketing/pages/${encodeURIComponent(handle)}`,
  contactMessages: '/api/marketing/contact-messages',
} as const;

export interface StatusAnswer {
  status: string;
}

export interface PushSubscriberInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export const marketingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkConsent: build.mutation<ConsentCheckResult, { email: string }>({
      query: (body) => ({ url: MARKETING_PATHS.checkConsent, method: 'POST', body }),
    }),
    savePopupSubscriber: build.mutation<
      StatusAnswer,
      Required<Pick<SubscriberPayload, 'email' | 'popup_code'>> & {
        form_type: SubscriberPayload['form_type'];
      }
    >({
      query: (body) => ({ url: MARKETING_PATHS.savePopupSubscriber, method: 'POST', body }),
    }),
    updateSubscriber: build.mutation<
      StatusAnswer,
      Required<Pick<SubscriberPayload, 'email' | 'form_type'>> & { email_consent: true }
    >({
      query: (body) => ({ url: MARKETING_PATHS.updateSubscriber, method: 'POST', body }),
    }),
    saveFooterSubscriber: build.mutation<StatusAnswer, SubscriberPayload>({
      query: (body) => ({ url: MARKETING_PATHS.saveFooterSubscriber, method: 'POST', body }),
    }),
    getVapidPublicKey: build.query<{ publicKey: string }, void>({
      query: () => MARKETING_PATHS.vapidPublicKey,
    }),
    addPushSubscriber: build.mutation<StatusAnswer, PushSubscriberInput>({
      query: (body) => ({ url: MARKETING_PATHS.addPushSubscriber, method: 'POST', body }),
    }),
    // null: no such page (404). Kept as an answer rather than an error because a failed query is asked again when a
    // hook mounts: a browser hydrating a server-rendered not-found page would ask once more.
    getContentPage: build.query<ContentPage | null, string>({
      async queryFn(handle, _api, _extra, baseQuery) {
        const { data, error } = await baseQuery(MARKETING_PATHS.contentPage(handle));
        if (apiErrorStatus(error) === 404) return { data: null };
        return error ? { error } : { data: data as ContentPage };
      },
    }),
    sendContactMessage: build.mutation<{ status: string; id: string }, ContactMessageInput>({
      query: (body) => ({ url: MARKETING_PATHS.contactMessages, method: 'POST', body }),
    }),
  }),
});

export const {
  useCheckConsentMutation,
  useSavePopupSubscriberMutation,
  useUpdateSubscriberMutation,
  useSaveFooterSubscriberMutation,
  useAddPushSubscriberMutation,
  useGetContentPageQuery,
  useSendContactMessageMutation,
} = marketingApi;

/** 'success' is the only answer the spec accepts from a subscriber write (spec 2 §7). */
export function isSuccessStatus(answer: StatusAnswer | null | undefined): boolean {
  return answer?.status === 'success';
}

/** The service's `{ error: { message } }`, or null when the failure carried none (network error, bare 500). */
export function serverMessageOf(error: unknown): string | null {
  const message = apiErrorServiceMessage(error);
  return message?.trim() ? message : null;
}
