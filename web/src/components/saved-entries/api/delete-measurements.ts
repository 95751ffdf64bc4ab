import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /measurement/delete-measurements`. */
export function deleteMeasurements(post: AuthedPost, id: string) {
  return post('/measurement/delete-measurements', { id });
}
