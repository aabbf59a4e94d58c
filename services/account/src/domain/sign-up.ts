// Sign-up by confirmation email. The form's answer is the same whether or not the email has an account, so it tells no
// one which emails do: a new email gets a link that creates the account, an email with an account gets a note saying
// so. Both cost the same work (a password hash) before the answer.
import { HttpError, isDuplicateKeyError, randomToken, tokenHash, trusted } from '@storefront/service-platform';
import type { MailMessage } from '@storefront/service-platform';
import { ROUTES, SIGN_UP } from '@storefront/shared-domain';
import { CUSTOMER_ROLE, nextAccountId } from '../models/user';
import type { AccountModels, UserDoc } from '../models/user';
import type { PendingSignUpDoc } from '../models/pending-sign-up';
import type mongoose from 'mongoose';
import { hashPassword } from '../lib/passwords';
import type { SafeUser } from './verify-credentials';

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** A path of this site, where the new customer goes once the account exists. */
  callbackUrl?: string;
}

export interface SignUpContext {
  models: AccountModels;
  PendingSignUp: mongoose.Model<PendingSignUpDoc>;
  /** The store's address: the links in the emails point there (never the request's Host). */
  publicOrigin: string;
  clock: () => Date;
  bcryptRounds?: number;
}

const LINK_LIFETIME_MS = SIGN_UP.linkLifetimeHours * 3_600_000;
const TOKEN_BYTES = 32;

export const SIGN_UP_TEXTS = {
  confirmSubject: 'Confirm your email to create your account',
  existsSubject: 'You already have an account',
  invalidLink: 'This link is invalid or has expired. Create your account again to get a new one.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
} as const;

const originOf = (publicOrigin: string) => publicOrigin.replace(/\/+$/, '');

function confirmationMail(to: string, link: string, expiresAt: Date): MailMessage {
  return {
    to,
    subject: SIGN_UP_TEXTS.confirmSubject,
    text: [
      'Thank you for creating an account with Car Audio Storefront.',
      '',
      `To confirm your email and sign in, open this link (valid until ${expiresAt.toUTCString()}):`,
      link,
      '',
      'If you did not ask for an account, ignore this email: no account is created until the link is opened.',
    ].join('\n'),
  };
}

function accountExistsMail(to: string, publicOrigin: string): MailMessage {
  return {
    to,
    subject: SIGN_UP_TEXTS.existsSubject,
    text: [
      'Someone asked to create an account with this email, but it already has one.',
      '',
      'To sign in, open:',
      `${originOf(publicOrigin)}${ROUTES.accountLogin.path}`,
      '',
      'If it was not you, ignore this email: nothing about your account has changed.',
    ].join('\n'),
  };
}

/**
 * Keeps the request (replacing an earlier one for the email) and answers the email to send: the link for a new email,
 * the note for one that has an account.
 */
export async function requestSignUp(ctx: SignUpContext, input: SignUpInput): Promise<MailMessage> {
  const passwordHash = await hashPassword(input.password, ctx.bcryptRounds);
  if (await ctx.models.User.exists({ email: input.email })) return accountExistsMail(input.email, ctx.publicOrigin);
  const token = randomToken(TOKEN_BYTES);
  const expiresAt = new Date(ctx.clock().getTime() + LINK_LIFETIME_MS);
  const fields = {
    tokenHash: tokenHash(token),
    passwordHash,
    first_name: input.first_name,
    last_name: input.last_name,
    expiresAt,
  };
  const { callbackUrl } = input;
  const keep = () =>
    ctx.PendingSignUp.updateOne(
      { email: input.email },
      callbackUrl ? { $set: { ...fields, callbackUrl } } : { $set: fields, $unset: { callbackUrl: 1 } },
      { upsert: true },
    );
  // Two requests for a new email at once: one upsert inserts, the other meets the unique index and updates on retry.
  await keep().catch((err: unknown) => (isDuplicateKeyError(err) ? keep() : Promise.reject(err)));
  const link = `${originOf(ctx.publicOrigin)}${ROUTES.accountLogin.href({ [SIGN_UP.tokenParam]: token })}`;
  return confirmationMail(input.email, link, expiresAt);
}

/**
 * Creates the customer account (role 1) of a confirmed request. The request is removed only once the account exists,
 * so a failure on the way leaves the link working; a second use of it finds no request.
 */
export async function confirmSignUp(
  ctx: SignUpContext,
  token: string,
): Promise<{ user: SafeUser; callbackUrl?: string }> {
  const pending = await ctx.PendingSignUp.findOne({
    tokenHash: tokenHash(token),
    expiresAt: trusted({ $gt: ctx.clock() }),
  }).lean<PendingSignUpDoc>();
  if (!pending) throw new HttpError(400, 'invalid_confirmation', SIGN_UP_TEXTS.invalidLink);
  try {
    const created = await ctx.models.User.create({
      account_id: await nextAccountId(ctx.models),
      email: pending.email,
      passwordHash: pending.passwordHash,
      first_name: pending.first_name,
      last_name: pending.last_name,
      role: CUSTOMER_ROLE,
      is_dealer: false,
      email_consent: 0,
      sms_consent: 0,
    });
    await ctx.PendingSignUp.deleteOne({ email: pending.email });
    const { passwordHash: _omit, ...user } = created.toObject<UserDoc>();
    return { user, callbackUrl: pending.callbackUrl };
  } catch (err) {
    // The link was opened twice at once: the unique index lets one through. Its holder owns the email, so saying that
    // the account exists tells nothing new.
    if (isDuplicateKeyError(err)) throw new HttpError(409, 'email_taken', SIGN_UP_TEXTS.emailTaken);
    throw err;
  }
}
