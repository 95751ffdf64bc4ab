import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /notification/read-notification`: marks one of the caller's notifications read. */
export async function readNotification(post: AuthedPost, id: string): Promise<void> {
  await post('/notification/read-notification', { id });
}
