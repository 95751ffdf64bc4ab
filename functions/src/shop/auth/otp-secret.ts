import { stackSecret } from '../../lib/env/stack-secret';

/** The OTP hashing key (`secret:otp`): generated into the local data folder, Secrets Manager in AWS. */
export function otpSecret(): Promise<string> {
  return stackSecret('OTP_SECRET');
}
