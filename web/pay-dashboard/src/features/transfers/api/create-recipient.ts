import { staffCall } from '../../../lib/staff-api';
import type { Recipient } from './transfer-types';

/** `POST /dashboard/api/transfer-recipients` (owners, developers): a Nigerian bank account, resolved by the bank. */
export async function createRecipient(body: { name: string; bank_code: string; account_number: string }): Promise<Recipient> {
  return (await staffCall<Recipient>('POST', '/transfer-recipients', { body: { type: 'nuban', currency: 'NGN', ...body } })).data;
}
