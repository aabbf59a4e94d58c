// Confirmation of a change to an existing marketing record asked for by someone not signed in as its owner: the owner
// gets a single-use link; until it is followed nothing about the record changes. No real email/SMS sender exists in
// this repository, so the default sender only logs (and keeps the last messages for tests).
import type { ServiceDeps } from '@storefront/service-platform';

/** The path the link's page posts the token to (`POST {token}`). */
export const CONFIRM_PATH = '/api/marketing/subscribers/confirm';
/** CHOICE: a confirmation link lives 7 days. */
export const CONFIRMATION_LIFETIME_MS = 7 * 24 * 3_600_000;

export interface ConfirmationMessage {
  /** The record's own address: its email, or its phone for a phone-only subscriber. */
  to: { email: string } | { phone: string };
  token: string;
  /** Where the page posts the token. */
  confirmPath: string;
  /** The link to send: the store page that confirms (append it to the public origin). */
  pagePath: string;
  expiresAt: Date;
}

export interface ConfirmationSender {
  send(message: ConfirmationMessage): Promise<void>;
}

const KEPT_MESSAGES = 100;

function masked(to: ConfirmationMessage['to']): string {
  if ('email' in to) return to.email.replace(/^(.).*(@.*)$/, '$1***$2');
  return `***${to.phone.slice(-4)}`;
}

/** Logs that a confirmation is due (never the token) and keeps the last messages in `sent`, for tests. */
export class LoggingConfirmationSender implements ConfirmationSender {
  readonly sent: ConfirmationMessage[] = [];

  constructor(private readonly logger?: ServiceDeps['logger']) {}

  send(message: ConfirmationMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > KEPT_MESSAGES) this.sent.shift();
    this.logger?.info(
      { to: masked(message.to), expiresAt: message.expiresAt.toISOString() },
      'marketing confirmation due (no sender configured)',
    );
    return Promise.resolve();
  }
}
