/**
 * The envelope every API answer uses (ARCHITECTURE §3), written by the handlers' chain and read by the
 * browser. Pure types: safe for web/ and popup/.
 */
export interface ApiProblem {
  path: string;
  message: string;
}

export interface ApiEnvelope<T> {
  success: 1 | 0;
  message: string;
  data?: T;
  next?: string;
  /** Paging facts of an offset-paged list (the back office's tables: `{page, perPage, hasMore}`). */
  meta?: unknown;
  errors?: ApiProblem[];
  requestId?: string;
}

/** Pay's envelope (`{status, message, data}`), the shape of the inline-payment API merchants migrate from. */
export interface PayEnvelope<T = unknown> {
  status: boolean;
  message: string;
  data?: T;
  meta?: unknown;
  /** The dashboard's lists: figures over every match, not only the page. */
  totals?: unknown;
  /** Errors only (`PayErrorFields`). */
  type?: PayErrorType;
  code?: string;
  errors?: ApiProblem[];
  requestId?: string;
}

/** Paystack's error types: what kind of failure a Pay error is. */
export type PayErrorType = 'validation_error' | 'api_error' | 'processor_error';

/** What Pay's error answers carry besides `status: false` and the message (Paystack's error format). */
export interface PayErrorFields {
  type: PayErrorType;
  /** snake_case, e.g. `duplicate_reference`; a program branches on it, never on the message. */
  code: string;
  meta: { nextStep: string };
}
