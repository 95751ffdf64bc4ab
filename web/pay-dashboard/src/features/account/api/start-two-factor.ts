import { staffCall } from '../../../lib/staff-api';

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
}

/** `POST /dashboard/api/two-factor/start`: a new secret for the authenticator app (not on until confirmed). */
export async function startTwoFactor(): Promise<TwoFactorEnrolment> {
  return (await staffCall<TwoFactorEnrolment>('POST', '/two-factor/start', { body: {} })).data;
}
