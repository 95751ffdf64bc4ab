import type { SignUpBody } from '@functions/shop/auth/contract';

/**
 * The details typed on /register while the customer fetches the code. Held in memory only (the password
 * never goes into history state or storage); a reload of /signup-otp sends the visitor back to /register.
 */
let pending: Omit<SignUpBody, 'otp'> | null = null;

export function setPendingRegistration(value: Omit<SignUpBody, 'otp'> | null): void {
  pending = value;
}

export function getPendingRegistration(): Omit<SignUpBody, 'otp'> | null {
  return pending;
}
