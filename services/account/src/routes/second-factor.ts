// Staff sign in in two steps: the password (the usual sign-in route), then a code from their authenticator app. The
// first step starts no session; it remembers in the guest's session, for a few minutes, which account passed its
// password. The second step checks the code, spends its time step (a code is good once) and starts the session
// exactly like a sign-in.
import type { Request, RequestHandler, Response } from 'express';
import { HttpError, parseOrThrow, trusted } from '@storefront/service-platform';
import { ADMIN_TEXTS } from '@storefront/shared-domain/admin';
import type { AccountModels, PublicUser, UserDoc } from '../models/user';
import { totpStepOf } from '../lib/totp';
import type { SignInBackoff } from '../lib/sign-in-backoff';
import { safeCallbackPath } from '../lib/safe-callback';
import { secondFactorSchema } from './schemas';

/** How long after the right password the code may come. */
export const SECOND_FACTOR_WINDOW_MS = 5 * 60_000;
/** Wrong codes before the password must be given again. */
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;

export interface PendingSecondFactor {
  accountId: string;
  email: string;
  callbackUrl?: string;
  /** Epoch ms. */
  until: number;
  attempts: number;
}

declare module 'express-session' {
  interface SessionData {
    secondFactor?: PendingSecondFactor;
  }
}

/** Whether an account signs in with a second factor (staff do, even with no permission left). */
export function needsSecondFactor(user: Pick<PublicUser, 'staff'>): boolean {
  return !!user.staff;
}

/** Remembers that the session's visitor gave this staff account's right password. */
export function rememberPasswordPassed(req: Request, user: PublicUser, callbackUrl: string | undefined, now: Date) {
  req.session.secondFactor = {
    accountId: user.account_id,
    email: user.email,
    ...(callbackUrl ? { callbackUrl } : {}),
    until: now.getTime() + SECOND_FACTOR_WINDOW_MS,
    attempts: 0,
  };
}

/** The pending sign-in, or null when there is none or it is too old (then it is forgotten). */
function pendingOf(req: Request, now: Date): PendingSecondFactor | null {
  const pending = req.session.secondFactor;
  if (pending && pending.until > now.getTime()) return pending;
  delete req.session.secondFactor;
  return null;
}

/** Marks the code's time step used, atomically: a second use of the same code (or an older one) finds nothing. */
async function spendStep(models: AccountModels, accountId: string, step: number, now: Date): Promise<boolean> {
  const result = await models.User.updateOne(
    {
      account_id: accountId,
      staff: trusted({ $exists: true }),
      $or: [{ 'staff.totpLastStep': trusted({ $exists: false }) }, { 'staff.totpLastStep': trusted({ $lt: step }) }],
    },
    { $set: { 'staff.totpLastStep': step }, $min: { 'staff.totpConfirmedAt': now } },
  );
  return result.modifiedCount === 1;
}

/** The user as the session keeps it: no password hash, no TOTP secret. */
function withoutSecrets(user: UserDoc): PublicUser {
  const { passwordHash: _hash, staff, ...rest } = user;
  if (!staff) return rest;
  const { totpSecret: _secret, totpLastStep: _step, ...staffPart } = staff;
  return { ...rest, staff: staffPart };
}

/** The staff account with its secret, when it still is one. */
function staffWithSecret(models: AccountModels, accountId: string) {
  return models.User.findOne({ account_id: accountId, staff: trusted({ $exists: true }) })
    .select('+staff.totpSecret')
    .lean<UserDoc>();
}

export interface SecondFactorOptions {
  models: AccountModels;
  clock: () => Date;
  /** Counts wrong codes per (account, address), apart from wrong passwords. */
  backoff: SignInBackoff;
  startSession: (req: Request, res: Response, user: PublicUser) => Promise<void>;
  answer: (res: Response, user: PublicUser, callbackUrl: string) => void;
}

/** The account a second-factor attempt is for (the backoff's key), read from the pending sign-in. */
export function secondFactorAccountOf(req: Request): string | null {
  const email = req.session?.secondFactor?.email;
  return email ? `second-factor:${email}` : null;
}

async function wrongCode(req: Request, opts: SecondFactorOptions, pending: PendingSecondFactor): Promise<never> {
  pending.attempts += 1;
  if (pending.attempts >= SECOND_FACTOR_MAX_ATTEMPTS) delete req.session.secondFactor;
  await opts.backoff.failed(req, `second-factor:${pending.email}`);
  throw new HttpError(401, 'unauthorized', ADMIN_TEXTS.codeWrong);
}

/** POST /api/auth/second-factor { code }: the right, unused code signs the pending staff account in. */
export function secondFactorHandler(opts: SecondFactorOptions): RequestHandler {
  return async (req, res) => {
    const { code, callbackUrl } = parseOrThrow(secondFactorSchema, req.body ?? {}, 'second factor');
    const now = opts.clock();
    const pending = pendingOf(req, now);
    if (!pending) {
      throw new HttpError(401, 'token_expired', 'Sign in with your email and password again, then enter the code.');
    }
    const user = await staffWithSecret(opts.models, pending.accountId);
    const secret = user?.staff?.totpSecret;
    const step = secret ? totpStepOf(secret, code, now) : null;
    if (!user || step === null || !(await spendStep(opts.models, user.account_id, step, now))) {
      return wrongCode(req, opts, pending);
    }
    const publicUser = withoutSecrets(user);
    delete req.session.secondFactor;
    await Promise.all([
      opts.startSession(req, res, publicUser),
      opts.backoff.succeeded(req, `second-factor:${pending.email}`),
    ]);
    opts.answer(res, publicUser, safeCallbackPath(callbackUrl ?? pending.callbackUrl));
  };
}
