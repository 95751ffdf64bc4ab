import * as z from 'zod';

/** Wallet pay (Apple Pay) requests, form-encoded as the pop-up script sends them: every field a string. */
const transaction = z.string().trim().regex(/^\d{1,16}$/, 'transaction must be a transaction id');

export const validateSessionBody = z.object({
  transaction,
  sessionUrl: z.url({ protocol: /^https$/, error: 'sessionUrl must be an https URL' }),
  displayName: z.string().trim().max(128).default(''),
  domainName: z
    .string()
    .trim()
    .min(1, 'domainName is required')
    .max(253)
    .regex(/^[a-z0-9.-]+$/i, 'domainName must be a host name'),
});
export type ValidateSessionBody = z.output<typeof validateSessionBody>;

export const walletChargeBody = z.object({
  transaction,
  paymentObject: z.string().min(2, 'paymentObject is required').max(20_000, 'paymentObject is too large'),
});
export type WalletChargeBody = z.output<typeof walletChargeBody>;
