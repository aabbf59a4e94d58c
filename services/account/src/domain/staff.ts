// Staff users: making an account staff (with a new authenticator secret), changing what they may do, and taking it
// away. The command line (cli/staff.ts) and the back office's staff routes both work through these functions.
import { HttpError, randomToken, trusted } from '@storefront/service-platform';
import { STAFF_PERMISSIONS } from '@storefront/shared-domain/admin';
import type { AdminPage, AdminStaffAdded, AdminStaffUser, StaffPermission } from '@storefront/shared-domain/admin';
import { CUSTOMER_ROLE, nextAccountId } from '../models/user';
import type { AccountModels, StaffPart, UserDoc } from '../models/user';
import { DEFAULT_BCRYPT_ROUNDS, hashPassword } from '../lib/passwords';
import { newTotpSecret, totpUri } from '../lib/totp';

/** Who made the change: a staff member's email, or the command line. */
export const COMMAND_LINE = 'command line';

type StaffUserSource = Pick<UserDoc, 'account_id' | 'email' | 'first_name' | 'last_name' | 'staff'>;

export function toAdminStaffUser(user: StaffUserSource): AdminStaffUser {
  return {
    accountId: user.account_id,
    email: user.email,
    name: [user.first_name, user.last_name].filter(Boolean).join(' '),
    permissions: [...(user.staff?.permissions ?? [])],
    addedAt: user.staff?.addedAt ? new Date(user.staff.addedAt).toISOString() : null,
    addedBy: user.staff?.addedBy ?? null,
    secondFactorConfirmed: !!user.staff?.totpConfirmedAt,
  };
}

/** The permissions in STAFF_PERMISSIONS' order, each once (so the log's before and after compare as lists). */
function tidy(permissions: readonly StaffPermission[]): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((p) => permissions.includes(p));
}

const IS_STAFF = { staff: trusted({ $exists: true }) };
const NOT_STAFF = { staff: trusted({ $exists: false }) };

export interface MakeStaffInput {
  email: string;
  permissions: readonly StaffPermission[];
  addedBy: string;
  now: Date;
  /** Create the account when none has this email (the command line; it prints the one-time password). */
  createMissing?: boolean;
  bcryptRounds?: number;
}

export interface MadeStaff extends AdminStaffAdded {
  /** Set when the account was created: the password to give the new staff member once. */
  oneTimePassword?: string;
}

async function createAccount(models: AccountModels, email: string, rounds: number): Promise<string> {
  const password = randomToken(12);
  await models.User.create({
    account_id: await nextAccountId(models),
    email,
    passwordHash: await hashPassword(password, rounds),
    role: CUSTOMER_ROLE,
    is_dealer: false,
  });
  return password;
}

/** Makes an account staff with a new TOTP secret; 404 without an account (unless createMissing), 409 when staff. */
export async function makeStaff(models: AccountModels, input: MakeStaffInput): Promise<MadeStaff> {
  const email = input.email.trim().toLowerCase();
  let oneTimePassword: string | undefined;
  if (!(await models.User.exists({ email }))) {
    if (!input.createMissing) throw new HttpError(404, 'not_found', `No account has the email ${email}`);
    oneTimePassword = await createAccount(models, email, input.bcryptRounds ?? DEFAULT_BCRYPT_ROUNDS);
  }
  const secret = newTotpSecret();
  const staff: StaffPart = {
    permissions: tidy(input.permissions),
    totpSecret: secret,
    addedAt: input.now,
    addedBy: input.addedBy,
  };
  const user = await models.User.findOneAndUpdate(
    { email, ...NOT_STAFF },
    { $set: { staff } },
    { new: true },
  ).lean<UserDoc>();
  if (!user) throw new HttpError(409, 'conflict', `${email} is already a staff account`);
  return {
    user: toAdminStaffUser(user),
    secondFactor: { secret, uri: totpUri(secret, email) },
    ...(oneTimePassword ? { oneTimePassword } : {}),
  };
}

/** Staff users by email, one page. */
export async function listStaff(
  models: AccountModels,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<AdminPage<AdminStaffUser>> {
  const [users, total] = await Promise.all([
    models.User.find(IS_STAFF)
      .sort({ email: 1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<UserDoc[]>(),
    models.User.countDocuments(IS_STAFF),
  ]);
  return { data: users.map(toAdminStaffUser), page, pageSize, total };
}

/** A staff user by account id or email (404 when there is none). */
export async function findStaff(models: AccountModels, by: { accountId?: string; email?: string }): Promise<UserDoc> {
  const filter = by.accountId ? { account_id: by.accountId } : { email: (by.email ?? '').trim().toLowerCase() };
  const user = await models.User.findOne({ ...filter, ...IS_STAFF }).lean<UserDoc>();
  if (!user) throw new HttpError(404, 'not_found', 'No staff user has this account');
  return user;
}

/** Replaces a staff user's permissions; answers the user before and after. */
export async function setStaffPermissions(
  models: AccountModels,
  accountId: string,
  permissions: readonly StaffPermission[],
): Promise<{ before: AdminStaffUser; after: AdminStaffUser }> {
  const before = await findStaff(models, { accountId });
  const after = await models.User.findOneAndUpdate(
    { account_id: accountId, ...IS_STAFF },
    { $set: { 'staff.permissions': tidy(permissions) } },
    { new: true },
  ).lean<UserDoc>();
  if (!after) throw new HttpError(404, 'not_found', 'No staff user has this account');
  return { before: toAdminStaffUser(before), after: toAdminStaffUser(after) };
}

/** Takes the staff part away (the account stays, as a shopper or dealer); answers the user as it was. */
export async function removeStaff(models: AccountModels, accountId: string): Promise<AdminStaffUser> {
  const before = await models.User.findOneAndUpdate(
    { account_id: accountId, ...IS_STAFF },
    { $unset: { staff: 1 } },
    { new: false },
  ).lean<UserDoc>();
  if (!before) throw new HttpError(404, 'not_found', 'No staff user has this account');
  return toAdminStaffUser(before);
}
