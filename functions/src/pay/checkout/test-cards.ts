/**
 * The test processor's documented inputs, apart from the checkout's schemas: the processor is in nearly every Pay
 * bundle, and what it imports is built at each cold start.
 */

/** The documented test cards (any future expiry, any 3-digit CVV); other valid numbers are declined. */
export const testCards = {
  success: '4084084084084081',
  pinThenOtp: '5060666666666666666',
  otpOnly: '5399838383838381',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;
export const testPin = '1234';
export const testOtp = '123456';
