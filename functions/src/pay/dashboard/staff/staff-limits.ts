import { countRequest, releaseRequest, type RequestRule } from '../../shared/request-limit';

/** "in 12 minutes", "in 1 minute", "in 40 seconds". */
function inTime(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Wrong passwords per staff account (its e-mail), whether at log-in or when a key is revealed or rotated: 5 in a
 * quarter of an hour, then 429 until the quarter ends. Each guess is counted before it is checked and given back
 * when it was right, so a burst of parallel guesses gets no more checks than the limit leaves.
 */
export const wrongStaffPasswords: RequestRule = {
  scope: 'staff-wrong-password',
  limit: 5,
  windowMs: 15 * 60_000,
  message: (retryAfter) => `Too many wrong passwords for this account: try again ${inTime(retryAfter)}`,
};

/** Wrong authenticator codes at the sign-in's code step, per staff member: the same pace. */
export const wrongStaffCodes: RequestRule = {
  scope: 'staff-wrong-code',
  limit: 5,
  windowMs: 15 * 60_000,
  message: (retryAfter) => `Too many wrong codes for this account: try again ${inTime(retryAfter)}`,
};

/**
 * Runs `check` (which throws when the guess is wrong) under `rule` for `subject`: the attempt is counted first
 * (429 when the window is full) and given back once `check` succeeded.
 */
export async function underLimit<T>(rule: RequestRule, subject: string, check: () => Promise<T>): Promise<T> {
  const windowStart = await countRequest(rule, subject);
  const result = await check();
  await releaseRequest(rule, subject, windowStart);
  return result;
}
