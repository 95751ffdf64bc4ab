import { staffCall } from '../../../lib/staff-api';
import { subaccountBody } from './subaccount-body';
import type { Subaccount, SubaccountInput } from './subaccount-types';

/** `PUT /dashboard/api/subaccounts/{code}` (owners, developers): the form's fields; a blank optional field clears nothing. */
export async function updateSubaccount(code: string, input: SubaccountInput): Promise<Subaccount> {
  return (await staffCall<Subaccount>('PUT', `/subaccounts/${encodeURIComponent(code)}`, { body: subaccountBody(input) })).data;
}
