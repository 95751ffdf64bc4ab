import * as z from '../../lib/zod';

/** Wallet pay (Apple Pay) requests, form-encoded as the pop-up script sends them: every field a string. */
const transaction = /* @__PURE__ */ z.pure(() => z.string().check(z.trim(), z.regex(/^\d{1,16}$/, 'transaction must be a transaction id')));

export const validateSessionBody = /* @__PURE__ */ z.pure(() => z.object({
  transaction,
  sessionUrl: z.url({ protocol: /^https$/, error: 'sessionUrl must be an https URL' }),
  displayName: z._default(z.string().check(z.trim(), z.maxLength(128)), ''),
  domainName: z.string().check(z.trim(), z.minLength(1, 'domainName is required'), z.maxLength(253), z.regex(/^[a-z0-9.-]+$/i, 'domainName must be a host name')),
}));
export type ValidateSessionBody = z.output<typeof validateSessionBody>;

export const walletChargeBody = /* @__PURE__ */ z.pure(() => z.object({
  transaction,
  paymentObject: z.string().check(z.minLength(2, 'paymentObject is required'), z.maxLength(20_000, 'paymentObject is too large')),
}));
export type WalletChargeBody = z.output<typeof walletChargeBody>;
