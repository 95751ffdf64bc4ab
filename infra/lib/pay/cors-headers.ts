/**
 * Request headers a merchant page may send cross-origin to Pay's public routes: what the pop-up script
 * sends (`popup/src/inline/api.ts`, `parameters.ts` HEADER_PARAMETERS) plus `idempotency-key`. Read by the
 * Pay stack's CORS preflight and by the local gateway, so both answer a preflight alike.
 */
export const payCorsAllowHeaders: readonly string[] = [
  'authorization',
  'content-type',
  'accept-language',
  'x-connect-account',
  'x-requested-with',
  'idempotency-key',
];
