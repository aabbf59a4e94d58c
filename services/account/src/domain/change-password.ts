import { HttpError } from '@storefront/service-platform';
import type { AccountModels, UserDoc } from '../models/user';
import { hashPassword, verifyPassword } from '../lib/passwords';

/** Replaces the password after checking the current one (400 wrong_password otherwise). */
export async function changePassword(
  models: AccountModels,
  accountId: string,
  input: { currentPassword: string; newPassword: string },
  bcryptRounds?: number,
): Promise<void> {
  const user = await models.User.findOne({ account_id: accountId }).select('+passwordHash').lean<UserDoc>();
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in required');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new HttpError(400, 'wrong_password', 'The current password is not correct');
  }
  await models.User.updateOne(
    { account_id: accountId },
    { $set: { passwordHash: await hashPassword(input.newPassword, bcryptRounds) } },
  );
}
