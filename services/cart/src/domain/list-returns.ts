import type { ReturnRequest } from '@storefront/shared-domain';
import type { OrderModels, ReturnDoc } from '../models/order';
import { toReturnRequest } from './orders';

/** The account's return requests, newest first. */
export async function listReturns({ ReturnRequest }: OrderModels, accountId: string): Promise<ReturnRequest[]> {
  const docs = await ReturnRequest.find({ account_id: accountId })
    .sort({ created_at: -1, _id: -1 })
    .lean<ReturnDoc[]>();
  return docs.map(toReturnRequest);
}
