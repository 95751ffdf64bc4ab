import { callDashboard } from '../../../lib/dashboard-api';

export interface SignUpBody {
  businessName: string;
  email: string;
  password: string;
}

/** `POST /dashboard/api/auth/sign-up`: e-mails a code; answers the message to show ("We sent a code to …"). */
export async function signUp(body: SignUpBody): Promise<string> {
  return (await callDashboard<unknown>('POST', '/auth/sign-up', { body })).message;
}
