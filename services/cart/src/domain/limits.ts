/** The cart service's own limits (not spec numbers, so they live here rather than in shared-domain). */
export const CART_LIMITS = {
  /** CHOICE: lines per cart; adding a new sku to a full cart answers 409 'cart_full'. */
  maxLines: 100,
  /** CHOICE: request body limit of the cart service (an add of 100 items as today's clients send them fits). */
  bodyLimit: '32kb',
  /** Where an add came from ('product-page', 'dealer-quick-order'): short, a limited charset. */
  sourcePattern: /^[A-Za-z0-9_-]{1,32}$/,
  /** Idempotency records are kept this long (a retry comes within seconds; a day covers a long offline spell). */
  idempotencyTtlSeconds: 24 * 3600,
  /** A key whose first request has neither answered nor failed for this long is taken over by its retry. */
  idempotencyLeaseMs: 30_000,
} as const;
