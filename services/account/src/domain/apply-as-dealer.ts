import { HttpError, trusted } from '@storefront/service-platform';
import type { DealerApplicationInput } from '@storefront/shared-domain';
import type { dealerApplicationModel } from '../models/dealer-application';

type DealerApplicationModel = ReturnType<typeof dealerApplicationModel>;

/** One application per email in this window; a second is most likely a double submit. */
export const APPLICATION_REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Stores an application from the become-a-dealer page (guests too). */
export async function applyAsDealer(
  DealerApplication: DealerApplicationModel,
  input: DealerApplicationInput,
  accountId: string | null,
  now: Date,
): Promise<{ id: string; status: 'received' }> {
  const recent = await DealerApplication.exists({
    email: input.email,
    createdAt: trusted({ $gt: new Date(now.getTime() - APPLICATION_REPEAT_WINDOW_MS) }),
  });
  if (recent) {
    throw new HttpError(409, 'application_exists', 'An application with this email was received in the last 24 hours');
  }
  const application = await DealerApplication.create({
    ...input,
    status: 'received',
    ...(accountId ? { account_id: accountId } : {}),
  });
  return { id: application._id.toHexString(), status: 'received' };
}
