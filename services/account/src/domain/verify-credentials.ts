import type { AccountModels, PublicUser, UserDoc } from '../models/user';
import { DEFAULT_BCRYPT_ROUNDS, hashPassword, verifyPassword } from '../lib/passwords';

export type SafeUser = PublicUser;

/**
 * Returns a checker of email + password. An unknown email is compared against a dummy hash so both failures take the
 * same time (no account enumeration by timing).
 */
export function credentialsVerifier(models: AccountModels) {
  const dummyHash = hashPassword('storefront-timing-equaliser', DEFAULT_BCRYPT_ROUNDS);
  return async function verifyCredentials(email: string, password: string): Promise<SafeUser | null> {
    const user = await models.User.findOne({ email: email.toLowerCase() }).select('+passwordHash').lean<UserDoc>();
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !ok) return null;
    const { passwordHash: _omit, ...safe } = user;
    return safe;
  };
}
