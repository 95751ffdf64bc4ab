import type { PayErrorFields, PayErrorType } from './contract';
import type { ErrorDetail } from './errors';

/**
 * Pay's errors as Paystack's API reference ("Errors") has them: `{status: false, message, type, code,
 * meta: {nextStep}}`. What a thrower leaves out of its `ErrorDetail` comes from the status code here, so
 * every Pay error has all three, and a merchant's library can branch on `code` rather than on the message.
 */
interface StatusDefault {
  type: PayErrorType;
  code: string;
  nextStep: string;
}

const byStatus: Readonly<Record<number, StatusDefault>> = {
  400: { type: 'validation_error', code: 'invalid_params', nextStep: 'Check the parameters named in the message and send the request again' },
  401: { type: 'validation_error', code: 'invalid_Key', nextStep: 'Ensure that you provide the correct authorization key for the request' },
  403: { type: 'validation_error', code: 'forbidden', nextStep: 'Use a key or session allowed to make this request' },
  404: { type: 'validation_error', code: 'not_found', nextStep: 'Check the identifier or path you sent: nothing matches it on this integration' },
  409: { type: 'validation_error', code: 'conflict', nextStep: 'Fetch the resource to see its current state before trying again' },
  413: { type: 'validation_error', code: 'payload_too_large', nextStep: 'Send a smaller request body' },
  422: { type: 'validation_error', code: 'unprocessable', nextStep: 'Check the values named in the message and send the request again' },
  429: { type: 'api_error', code: 'rate_limited', nextStep: 'Wait a moment (see Retry-After) and try again' },
};

const serverDefault: StatusDefault = { type: 'api_error', code: 'server_error', nextStep: 'Try again shortly; if it keeps happening, contact support quoting the request id' };
const otherClientDefault: StatusDefault = { type: 'validation_error', code: 'invalid_request', nextStep: 'Check the request against the API reference and send it again' };

/** The `type`, `code` and `meta.nextStep` of a Pay error answered with `statusCode`. */
export function payErrorFields(statusCode: number, detail: ErrorDetail = {}): PayErrorFields {
  const fallback = byStatus[statusCode] ?? (statusCode >= 500 ? serverDefault : otherClientDefault);
  return {
    type: detail.type ?? fallback.type,
    code: detail.code ?? fallback.code,
    meta: { nextStep: detail.nextStep ?? fallback.nextStep },
  };
}

/** A path (or method and path) no Pay route answers: the Lambda behind API Gateway's `$default` route, the CDN and the local gateway all say this. */
export const routeNotFound = {
  message: 'Route not found',
  detail: { code: 'route_not_found', nextStep: "Check the method and path against Pay's API reference (docs/pay.md)" },
} as const satisfies { message: string; detail: ErrorDetail };

/** The whole answer body for `routeNotFound`. */
export function routeNotFoundBody(): { status: false; message: string } & PayErrorFields {
  return { status: false, message: routeNotFound.message, ...payErrorFields(404, routeNotFound.detail) };
}
