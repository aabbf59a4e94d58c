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
  /**
   * A key whose holder has not renewed its lease for this long is taken over by its retry: the holder renews every
   * `idempotencyLeaseRenewMs` while it runs the write, so only a process that died (a replica killed mid-write) lets it
   * run out, and its retry goes on at another replica within the shopper's automatic retries.
   */
  idempotencyLeaseMs: 4_000,
  idempotencyLeaseRenewMs: 1_000,
  /**
   * CHOICE: how long a checkout holds its cart. Longer than any checkout runs (the catalog and payment calls time out
   * within seconds); an attempt still open after it was cut off, and recovery finishes or voids it.
   */
  checkoutHoldMs: 120_000,
  /** CHOICE: how often the cart service looks for checkouts cut off (it also looks once at start). */
  checkoutRecoveryEveryMs: 30_000,
  /** CHOICE: an emptied cart ordered this recently answers 'already_ordered' to a second checkout, not 'cart_empty'. */
  alreadyOrderedWindowMs: 10 * 60_000,
} as const;
