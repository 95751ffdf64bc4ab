import type { ApiProblem, PayErrorType } from './contract';

/**
 * Typed errors that services throw; the HTTP chain maps each to its status code once, so handlers never
 * catch. Messages are shown to the caller: they must be clear and never contain internal details.
 */

/**
 * What Pay's envelope says beside the message (`type`, `code`, `meta.nextStep`, as Paystack's errors do). Each
 * part is optional: what is left out comes from the status code (`pay-error.ts`). The Shop's envelope ignores it.
 */
export interface ErrorDetail {
  /** A snake_case code a program can branch on, e.g. `duplicate_reference`. */
  code?: string;
  type?: PayErrorType;
  /** One sentence: what the caller should do about it. */
  nextStep?: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiProblem[],
    readonly headers?: Record<string, string>,
    readonly detail?: ErrorDetail,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: ApiProblem[], detail?: ErrorDetail) {
    super(400, message, errors, undefined, detail);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue', detail?: ErrorDetail) {
    super(401, message, undefined, undefined, detail);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this', detail?: ErrorDetail) {
    super(403, message, undefined, undefined, detail);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string, detail?: ErrorDetail) {
    super(404, message, undefined, undefined, detail);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, detail?: ErrorDetail) {
    super(409, message, undefined, undefined, detail);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds?: number, detail?: ErrorDetail) {
    super(429, message, undefined, retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined, detail);
  }
}
