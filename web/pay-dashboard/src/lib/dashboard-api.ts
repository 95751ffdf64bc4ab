/**
 * Calls to Pay's dashboard API (`/dashboard/api/*` on Pay's origin, the page's own). Answers are Pay's
 * envelope, `{ status: true, message, data, meta?, totals? }`; errors Paystack's, `{ status: false, message, code }`.
 */

export const dashboardApiBase = '/dashboard/api';

export const networkErrorMessage = 'Pay could not be reached: check your connection and try again';

export interface PageMeta {
  total: number;
  perPage: number;
  page: number;
  pageCount: number;
}

export interface Answer<T> {
  data: T;
  message: string;
  meta?: PageMeta;
  totals?: { count: number; volume: number };
}

/** One refused field of a request, as the API names it (`path` is the request's field name). */
export interface FieldProblem {
  path: string;
  message: string;
}

/** A refused call: `status` is the HTTP status (0 when the network failed), `code` Pay's error code, `errors` the refused fields. */
export class DashboardApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: readonly FieldProblem[];

  constructor(message: string, status: number, code: string | undefined, errors: readonly FieldProblem[] = []) {
    super(message);
    this.name = 'DashboardApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Extra request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
  token?: string | undefined;
  signal?: AbortSignal;
}

/** The URL of a dashboard API path with its query (empty values left out). */
export function dashboardUrl(path: string, query: CallOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${dashboardApiBase}${path}${search ? `?${search}` : ''}`;
}

interface Envelope {
  status?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  data?: unknown;
  meta?: PageMeta;
  totals?: { count: number; volume: number };
}

function problemsOf(errors: unknown): FieldProblem[] {
  if (!Array.isArray(errors)) return [];
  return errors.filter((item): item is FieldProblem => typeof item === 'object' && item !== null && typeof item.path === 'string' && typeof item.message === 'string');
}

export async function callDashboard<T>(method: Method, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(dashboardUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new DashboardApiError(networkErrorMessage, 0, undefined);
  }
  let envelope: Envelope | null = null;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    envelope = null;
  }
  if (!response.ok || envelope?.status !== true) {
    const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : `Request failed (${response.status})`;
    throw new DashboardApiError(message, response.status, typeof envelope?.code === 'string' ? envelope.code : undefined, problemsOf(envelope?.errors));
  }
  return {
    data: envelope.data as T,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    ...(envelope.meta ? { meta: envelope.meta } : {}),
    ...(envelope.totals ? { totals: envelope.totals } : {}),
  };
}

/** The message to show for anything thrown. */
export function problemMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : networkErrorMessage;
}
