import { HttpError } from '@storefront/service-platform';
import { CUSTOMER_ROLE, nextAccountId } from '../models/user';
import type { AccountModels, UserDoc } from '../models/user';
import { hashPassword } from '../lib/passwords';
import type { SafeUser } from './verify-credentials';

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

const emailTaken = () => new HttpError(409, 'email_taken', 'An account with this email already exists');

function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

/** Creates a customer account (role 1) with a hashed password. */
export async function signUp(models: AccountModels, input: SignUpInput, bcryptRounds?: number): Promise<SafeUser> {
  if (await models.User.exists({ email: input.email })) throw emailTaken();
  const passwordHash = await hashPassword(input.password, bcryptRounds);
  try {
    const created = await models.User.create({
      account_id: await nextAccountId(models),
      email: input.email,
      passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      role: CUSTOMER_ROLE,
      is_dealer: false,
      email_consent: 0,
      sms_consent: 0,
    });
    const { passwordHash: _omit, ...safe } = created.toObject<UserDoc>();
    return safe;
  } catch (err) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isDuplicateKey(err)) throw emailTaken();
    throw err;
  }
}
