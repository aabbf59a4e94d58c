import { HttpError } from '@storefront/service-platform';
import type { Address, ProfileUpdate } from '@storefront/shared-domain';
import type { AccountModels, UserDoc } from '../models/user';

/** Writes the given profile fields; '' clears a phone or an address field. Answers the updated user. */
export async function updateProfile(models: AccountModels, accountId: string, update: ProfileUpdate): Promise<UserDoc> {
  const set: Record<string, unknown> = {};
  const unset: Record<string, ''> = {};
  const put = (path: string, value: unknown) => {
    if (value === undefined) return;
    if (value === '') unset[path] = '';
    else set[path] = value;
  };
  if (update.first_name !== undefined) set.first_name = update.first_name;
  if (update.last_name !== undefined) set.last_name = update.last_name;
  put('primary_phone', update.primary_phone);
  if (update.email_consent !== undefined) set.email_consent = update.email_consent;
  if (update.sms_consent !== undefined) set.sms_consent = update.sms_consent;
  for (const [field, value] of Object.entries(update.address ?? {}) as [keyof Address, string | undefined][]) {
    put(`address.${field}`, value);
  }
  const user = await models.User.findOneAndUpdate(
    { account_id: accountId },
    { ...(Object.keys(set).length ? { $set: set } : {}), ...(Object.keys(unset).length ? { $unset: unset } : {}) },
    { new: true, runValidators: true },
  ).lean<UserDoc>();
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in required');
  return user;
}
