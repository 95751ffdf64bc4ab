import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /notification/read-all-notification`: marks all the caller's notifications read. */
export async function readAllNotification(post: AuthedPost): Promise<void> {
  await post('/notification/read-all-notification', {});
}
