import { passwordSignIn } from '../../../lib/auth/pool-sign-in';
import { isConditionFailure } from '../../../lib/db/condition-failure';
import { transactWrite } from '../../../lib/db/transact';
import { BadRequestError } from '../../../lib/http/errors';
import { payService } from '../../db/pay-service';
import { StaffSignUp } from '../../db/staff';
import { newMerchantRecord } from '../../merchant/merchant-service';
import { staffPool } from '../staff/staff-pool';
import { codeHash, unsealStaffValue } from '../staff/staff-secrets';
import { sessionOf, type StaffSession } from '../staff/staff-session';
import { createStaffUser, deleteStaffUser } from '../staff/staff-users';

const triesAllowed = 5;

const wrongCode = (message: string) => new BadRequestError(message, [{ path: 'code', message }]);

export interface ConfirmedSignUp {
  session: StaffSession;
  keys: { publicKey: string; secretKey: string };
}

/**
 * `POST /auth/confirm`: a right code (five guesses, each counted before it is checked) makes the staff pool
 * user, then the merchant (test mode, new test and live keys) and its owner in one transaction that also spends the sign-up;
 * if that fails the pool user goes again. Answers a session and the keys, the secret one shown this once.
 */
export async function confirmSignUp(email: string, code: string): Promise<ConfirmedSignUp> {
  const { data: pending } = await StaffSignUp.get({ email }).go({ consistent: true });
  if (!pending || pending.validUntil <= Date.now()) throw wrongCode('This code has expired: sign up again');
  try {
    await StaffSignUp.patch({ email })
      .add({ tries: 1 })
      .where(({ tries, codeHash: stored }, { eq, lt }) => `${lt(tries, triesAllowed)} AND ${eq(stored, pending.codeHash)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw wrongCode('Too many wrong codes: sign up again');
    throw error;
  }
  if ((await codeHash(email, code)) !== pending.codeHash) throw wrongCode('The code is not correct');
  const password = await unsealStaffValue('sign-up-password', pending.sealedPassword);
  if (password === null) throw wrongCode('This code has expired: sign up again');

  const staffId = await createStaffUser(email, password);
  const record = await newMerchantRecord({ name: pending.businessName });
  try {
    await transactWrite(
      payService.transaction.write(({ merchant, staff, staffSignUp }) => [
        merchant.create(record.item).commit(),
        staff.create({ staffId, merchantId: record.item.merchantId, email, role: 'owner', createdAt: new Date().toISOString() }).commit(),
        staffSignUp.delete({ email }).where(({ codeHash: stored }, { eq }) => eq(stored, pending.codeHash)).commit(),
      ]),
    );
  } catch (error) {
    await deleteStaffUser(email);
    throw error;
  }
  const tokens = await passwordSignIn(staffPool(), email, password);
  if (!tokens) throw new Error('A new staff member could not sign in with the password just set');
  return { session: sessionOf(tokens), keys: { publicKey: record.publicKey, secretKey: record.secretKey } };
}
