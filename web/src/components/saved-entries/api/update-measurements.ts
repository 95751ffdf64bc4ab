import type { AuthedPost } from '../../../lib/auth/session';
import type { MeasurementValues } from './add-measurements';

/** `POST /measurement/update-measurements`. */
export function updateMeasurements(post: AuthedPost, id: string, values: MeasurementValues) {
  return post('/measurement/update-measurements', { id, measurements: values });
}
