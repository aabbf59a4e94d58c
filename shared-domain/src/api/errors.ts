// The closed list of error codes the store's API answers with (`{ "error": { "code", "message" } }`, spec 2's error
// catalogue): the services throw `HttpError(status, code)` with one of them, and the type checker refuses any other,
// so a caller can rely on the list. The test payment provider (services/payments) stands in for an outside provider
// and answers with that provider's own codes, listed apart.

/** Every code a store service answers with. */
export const API_ERROR_CODES = [
  'already_ordered',
  'already_reviewed',
  'application_exists',
  'bad_gateway',
  'bad_request',
  'card_data_refused',
  'card_declined',
  'card_expired',
  'card_limit_reached',
  'card_not_found',
  'cart_conflict',
  'cart_empty',
  'cart_full',
  'cart_not_found',
  'catalog_unavailable',
  'checkout_in_progress',
  'client_closed_request',
  'confirmation_not_found',
  'conflict',
  'cross_site_request',
  'default_card_required',
  'email_taken',
  'expired_card',
  'forbidden',
  'gateway_timeout',
  'handoff_cart_not_found',
  'handoff_expired',
  'headers_too_large',
  'idempotency_key_in_use',
  'idempotency_key_required',
  'idempotency_key_reused',
  'image_busy',
  'internal',
  'invalid_body',
  'invalid_body_encoding',
  'invalid_cart_token',
  'invalid_confirmation',
  'invalid_csrf_token',
  'invalid_expiry',
  'invalid_handoff',
  'invalid_image',
  'invalid_json',
  'invalid_request',
  'invalid_signature',
  'invalid_token',
  'invalid_zip',
  'item_not_found',
  'line_not_found',
  'menu_unavailable',
  'missing_host',
  'no_such_payment_method',
  'no_such_source',
  'not_found',
  'not_in_stock',
  'not_purchased',
  'order_conflict',
  'order_not_delivered',
  'order_not_found',
  'out_of_stock',
  'page_not_found',
  'payload_too_large',
  'payment_declined',
  'payment_failed',
  'payment_unavailable',
  'photo_queue_full',
  'processing_error',
  'quantity_exceeds_order',
  'quantity_limit',
  'request_aborted',
  'request_timeout',
  'reservation_conflict',
  'review_not_found',
  'service_unavailable',
  'session_unavailable',
  'token_already_used',
  'token_expired',
  'too_many_requests',
  'unauthorized',
  'unknown_location',
  'unknown_sku',
  'unknown_zip',
  'unsupported_card_brand',
  'unsupported_charset',
  'unsupported_encoding',
  'unsupported_media_type',
  'validation',
  'wrong_password',
] as const;

/** Codes only the payment provider answers with (its API's, Stripe-shaped), to the store's services. */
export const PAYMENT_PROVIDER_ERROR_CODES = [
  'charge_not_refundable',
  'invalid_api_key',
  'invalid_cvc',
  'invalid_number',
  'missing_api_key',
  'no_such_charge',
  'origin_not_allowed',
  'unsupported_brand',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
export type PaymentProviderErrorCode = (typeof PAYMENT_PROVIDER_ERROR_CODES)[number];

/** Whether `code` is one of the store's codes (an error from a library maps to one, or to `bad_request`). */
export function isApiErrorCode(code: string): code is ApiErrorCode {
  return (API_ERROR_CODES as readonly string[]).includes(code);
}

// Reading a failed request on the web: what RTK Query rejects with is fetchBaseQuery's `{ status, data }` (the
// service's `{ error }` body in data) or, for a failure outside the request, a SerializedError without either. The
// remotes read it through these instead of casting by hand. The shared runtime (baseApi.ts, session.ts) keeps its own
// few reads: importing these there would add them to every page's first load and to each remote's first chunk.

/** RTK Query's kinds of failure without a readable answer (FetchBaseQueryError's statuses that are not numbers). */
export type ApiFailureKind = 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';

type FailedRequest =
  | { status?: number | ApiFailureKind; data?: { error?: { code?: unknown; message?: unknown; details?: unknown } } }
  | null
  | undefined;

/**
 * The HTTP status of a failed request; RTK Query's kind of failure when no readable answer came ('FETCH_ERROR': no
 * connection, 'TIMEOUT_ERROR', 'PARSING_ERROR': a body that is not JSON, 'CUSTOM_ERROR'); null for anything else.
 */
export function apiErrorStatus(error: unknown): number | ApiFailureKind | null {
  return (error as FailedRequest)?.status ?? null;
}

/**
 * The service's error code (`{ error: { code } }`), or null when the failure carried none. Typed as one of
 * API_ERROR_CODES, not checked against it: the services answer no other (their type checker refuses it), and the
 * check would put the whole list in every bundle that reads a code.
 */
export function apiErrorCode(error: unknown): ApiErrorCode | null {
  const code = (error as FailedRequest)?.data?.error?.code;
  return typeof code === 'string' ? (code as ApiErrorCode) : null;
}

/** The service's own message (`{ error: { message } }`), or null when the failure carried none. */
export function apiErrorServiceMessage(error: unknown): string | null {
  const message = (error as FailedRequest)?.data?.error?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * What the service said with its refusal beyond the message (`{ error: { details } }`: the fields it refused, the lines
 * out of stock), as sent; null when it said nothing more. Its reader gives it a shape.
 */
export function apiErrorDetails(error: unknown): unknown {
  return (error as FailedRequest)?.data?.error?.details ?? null;
}

/** No answer (a lost connection, a timeout) or a gateway's or busy service's: the write may not have happened. */
const UNANSWERED_WRITE: readonly unknown[] = ['FETCH_ERROR', 'TIMEOUT_ERROR', 502, 503, 504];

/**
 * Whether a failed write is worth repeating with the same Idempotency-Key: it may not have happened, or it is still
 * running (409 idempotency_key_in_use). Any other answer is the service's decision, which a repeat would not change.
 */
export function isRetryableWrite(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return UNANSWERED_WRITE.includes(status) || (status === 409 && apiErrorCode(error) === 'idempotency_key_in_use');
}
