import { isTotpCode, matchingStep } from '../../../lib/auth/totp-code';
import { isConditionFailure } from '../../../lib/db/condition-failure';
import type { HttpError } from '../../../lib/http/errors';
import { Staff, type StaffItem } from '../../db/staff';
import { unsealStaffValue } from './staff-secrets';

/**
 * Checks a code from the staff member's authenticator app (pending or enabled) and spends its 30-second step:
 * the step is written only if it is later than the last one used, so a code works once even when two requests
 * race with it. `wrong` builds the error for a wrong or used code.
 */
export async function spendTotpCode(staff: StaffItem, code: string, wrong: () => HttpError, now = Date.now()): Promise<void> {
  if (!staff.totpSealedSecret || !isTotpCode(code)) throw wrong();
  const secret = await unsealStaffValue('totp-secret', staff.totpSealedSecret);
  if (secret === null) throw wrong();
  const step = matchingStep(secret, code, now);
  if (step === null || step <= (staff.totpLastStep ?? 0)) throw wrong();
  try {
    await Staff.patch({ staffId: staff.staffId })
      .set({ totpLastStep: step })
      .where(({ totpLastStep, totpSealedSecret }, { eq, lt, notExists }) => `(${notExists(totpLastStep)} OR ${lt(totpLastStep, step)}) AND ${eq(totpSealedSecret, staff.totpSealedSecret ?? '')}`)
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw wrong();
    throw error;
  }
}
