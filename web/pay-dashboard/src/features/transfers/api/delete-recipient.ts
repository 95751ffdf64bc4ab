import { staffCall } from '../../../lib/staff-api';

/** `DELETE /dashboard/api/transfer-recipients/{code}` (owners, developers): no new transfer may pay it. */
export async function deleteRecipient(code: string): Promise<void> {
  await staffCall<unknown>('DELETE', `/transfer-recipients/${encodeURIComponent(code)}`);
}
