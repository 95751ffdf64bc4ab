import { optionalEnv } from '../../lib/env/env';
import { OtpChallenge } from '../db/otp-challenge';
import { otpRules, type OtpPurpose, type OtpSent } from './contract';
import { generateOtpCode, hashOtpCode } from './otp-code';
import { decoyRecipient } from './otp-decoy';
import { sendMail } from '../../lib/mail/send-mail';
import { otpMail } from './otp-mail';
import { otpSecret } from './otp-secret';
import { assertNotLimited, countHit, type RateRule } from '../shared/rate-limit-service';

/** Limits count per address *per purpose*, so a sign-up code never blocks a recovery code. */
function addressRules(purpose: OtpPurpose): { cooldown: RateRule; hourly: RateRule } {
  return {
    cooldown: {
      scope: `otp-cooldown:${purpose}`,
      limit: 1,
      windowSeconds: otpRules.resendCooldownSeconds,
      message: `Please wait ${otpRules.resendCooldownSeconds} seconds before asking for another code`,
    },
    hourly: {
      scope: `otp-hourly:${purpose}`,
      limit: otpRules.sendsPerHour,
      windowSeconds: 60 * 60,
      message: `Too many codes were sent to this address (at most ${otpRules.sendsPerHour} an hour). Please try again later.`,
    },
  };
}

/** Per-IP cap on code e-mails, across addresses and purposes. */
const ipRule: RateRule = {
  scope: 'otp-ip',
  get limit() {
    return Number(optionalEnv('OTP_SENDS_PER_IP_PER_HOUR') ?? 100);
  },
  windowSeconds: 60 * 60,
  message: 'Too many codes were requested from your network. Please try again later.',
};

export interface IssueOtpInput {
  purpose: OtpPurpose;
  email: string;
  firstName: string;
  sourceIp: string;
  /**
   * False when the code must not go out (recovery for an address without an account). Everything else
   * happens as usual, so neither the answer, its timing, nor a later wrong-code reply reveals accounts: the
   * limits count, a challenge is stored (for a code nobody receives), and a mail goes to the SES mailbox
   * simulator instead of the address.
   */
  deliver: boolean;
  /** A recovery code for an account an admin has just made: the mail says so and asks to set a password. */
  welcome?: boolean;
}

/** Sends a new code (replacing any earlier one) after the per-address and per-IP limits allow it. */
export async function issueOtp(input: IssueOtpInput, now = Date.now()): Promise<OtpSent> {
  const rules = addressRules(input.purpose);
  await assertNotLimited(rules.cooldown, input.email, now);
  await assertNotLimited(rules.hourly, input.email, now);
  await countHit(ipRule, input.sourceIp, now);
  await countHit(rules.cooldown, input.email, now);
  await countHit(rules.hourly, input.email, now);

  const code = generateOtpCode();
  const validUntil = now + otpRules.validSeconds * 1000;
  await OtpChallenge.put({
    purpose: input.purpose,
    email: input.email,
    codeHash: hashOtpCode(await otpSecret(), input.purpose, input.email, code),
    firstName: input.firstName,
    validUntil,
    wrongTries: 0,
    consumed: false,
    expiresAt: Math.ceil(validUntil / 1000) + 24 * 60 * 60,
  }).go({ response: 'none' });
  // The decoy carries another random code: the stored one never leaves the service.
  const mail = otpMail(input.purpose, input.deliver ? code : generateOtpCode(), input.firstName, otpRules.validSeconds / 60, input.welcome === true);
  await sendMail(input.deliver ? input.email : decoyRecipient, mail);
  return {
    email: input.email,
    expiresInSeconds: otpRules.validSeconds,
    resendAfterSeconds: otpRules.resendCooldownSeconds,
  };
}

/** The first name given with the live sign-up code, for a resend that carries only the e-mail. */
export async function otpFirstName(purpose: OtpPurpose, email: string): Promise<string> {
  const { data } = await OtpChallenge.get({ purpose, email }).go();
  return data?.firstName ?? '';
}
