import type { AuthedPost } from '../../../lib/auth/session';

/** The form's values; the server parses them with `measurementsInput`. */
export type MeasurementValues = Record<string, string | number>;

/** `POST /measurement/add-measurements`: the Idempotency-Key makes a retried add create one entry. */
export function addMeasurements(post: AuthedPost, values: MeasurementValues, idempotencyKey: string) {
  return post('/measurement/add-measurements', { measurements: values }, { 'Idempotency-Key': idempotencyKey });
}
