import type { ApiProblem } from './contract';

/**
 * Typed errors that services throw; the HTTP chain maps each to its status code once, so handlers never
 * catch. Messages are shown to the caller: they must be clear and never contain internal details.
 */

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiProblem[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: ApiProblem[]) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(429, message, undefined, retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined);
  }
}
