import { staffCall } from '../../../lib/staff-api';
import { subaccountBody } from './subaccount-body';
import type { Subaccount, SubaccountInput } from './subaccount-types';

/** `POST /dashboard/api/subaccounts` (owners, developers); a refusal carries the API's message per field. */
export async function createSubaccount(input: SubaccountInput): Promise<Subaccount> {
  return (await staffCall<Subaccount>('POST', '/subaccounts', { body: subaccountBody(input) })).data;
}
