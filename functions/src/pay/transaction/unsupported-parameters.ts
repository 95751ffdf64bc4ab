import * as z from '../../lib/zod';

/**
 * Nothing accepted and dropped (docs/pay.md §16): the pop-up parameters of SPEC §3 that Pay has no feature for
 * are refused by name with a 400, by initialize and `request_inline` alike, so a merchant never believes Pay
 * did something it did not. Both spellings count (the pop-up renames only non-empty values). An empty value
 * (`null`, `""`, `false`, `[]`) is "not given", as everywhere else. Keys no Pay or Paystack document names
 * are ignored, as Paystack ignores them: a library may send extra ones. Pure (zod only).
 */
const refusals: Readonly<Record<string, string>> = {
  payment_request: 'payment_request is not supported by Pay: Pay has no payment requests (invoices); initialize a transaction for the amount instead',
  payment_page: 'payment_page is not supported by Pay: Pay has no payment pages; initialize a transaction instead',
  hash: 'hash is not supported by Pay: Pay verifies the request by the merchant key, not a hash',
  transaction_type: 'transaction_type is not supported by Pay: every Pay transaction is a charge',
  subscription: 'subscription is not supported by Pay: pay a subscription by its plan (plan), or manage it with the subscription API',
  connect_account: 'connect_account is not supported by Pay: Pay has no connected accounts; use subaccount or split_code to share a payment',
  connect_split: 'connect_split is not supported by Pay: Pay has no connected accounts; use split_code or split to share a payment',
};

/** The Pay error `code` of a refused parameter. */
export const unsupportedParameterCode = 'unsupported_parameter';

/** The pop-up's own spellings of the same parameters (SPEC §3), refused with the pop-up's name. */
const aliases: Readonly<Record<string, string>> = { paymentRequest: 'payment_request', paymentPage: 'payment_page' };

function refusalFor(name: string): string | undefined {
  const canonical = aliases[name] ?? name;
  const refusal = refusals[canonical];
  return refusal === undefined ? undefined : refusal.replace(canonical, name);
}

/** The refused parameters' names (SPEC §3's and the pop-up's spellings), for the schemas and the parameter table's test. */
export const refusedParameterNames = [
  'payment_request',
  'payment_page',
  'hash',
  'transaction_type',
  'subscription',
  'connect_account',
  'connect_split',
  'paymentRequest',
  'paymentPage',
] as const;
type RefusedParameter = (typeof refusedParameterNames)[number];

function isGiven(value: unknown): boolean {
  return !(value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0));
}

/** The message refusing `connect_account` when it comes as the pop-up's `x-connect-account` header. */
export function connectAccountRefusal(header: string | undefined): string | undefined {
  return header !== undefined && header.trim() !== '' ? refusals.connect_account : undefined;
}

/** A body field that must not be given: a 400 naming it (`code: unsupported_parameter`) when it is. */
function refused(name: string) {
  const refusal = refusalFor(name) ?? `${name} is not supported by Pay`;
  return z.optional(
    z.unknown().check(z.superRefine((given, context) => {
      if (isGiven(given)) context.addIssue({ code: 'custom', message: refusal, params: { code: unsupportedParameterCode } });
    })),
  );
}

/**
 * The refused parameters as body fields, spread into initialize's and `request_inline`'s schemas: each given one
 * is an issue of its own, at its own path, and the schemas stay plain objects (the route fuzz reads them).
 */
export const refusedFields = Object.fromEntries(refusedParameterNames.map((name) => [name, refused(name)])) as { [Name in RefusedParameter]: ReturnType<typeof refused> };
