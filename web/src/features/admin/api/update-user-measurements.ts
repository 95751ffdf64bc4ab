import type { AdminUpdateMeasurementsBody } from '@functions/shop/measurement/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/user/update-measurements`: a user's set, checked with the customer's rules. */
export async function updateUserMeasurements(post: AuthedPost, body: AdminUpdateMeasurementsBody): Promise<string> {
  return (await post('/admin/user/update-measurements', body)).message || 'Measurement updated';
}
