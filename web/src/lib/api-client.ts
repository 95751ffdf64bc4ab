import type { ApiEnvelope } from '@functions/lib/http/contract';
import { ApiError } from './api-error';

export const networkErrorMessage = 'Error in fetching data.. please check your internet connection';

/** Where the Shop API lives: same origin, relative (CloudFront and the local gateway route `/api/*`). */
export const apiBase = '/api/v1';

export interface ApiRequestOptions {
  /** The in-memory access token; sent as a bearer token when present. */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
  /** Query values; empty and undefined values are left out. */
  query?: Record<string, string | number | undefined>;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'message' in value;
}

async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, options: ApiRequestOptions): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(networkErrorMessage, 0, null);
  }

  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  const envelope = isEnvelope(parsed) ? parsed : null;
  if (!response.ok || !envelope || envelope.success !== 1) {
    // The wording rules load only when a call fails: they are not part of the first screen's script.
    const message = envelope?.message
      ? (await import('./api-problems')).readableMessage(envelope.message, envelope.errors)
      : response.ok
        ? networkErrorMessage
        : `Request failed (${response.status})`;
    throw new ApiError(message, response.status, envelope);
  }
  return envelope as ApiEnvelope<T>;
}

/**
 * `GET /api/v1{path}`. Resolves with the envelope when `success` is 1; otherwise rejects with an
 * {@link ApiError} carrying the server's message (or the default network error text).
 */
export function apiGet<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  return request<T>('GET', path, undefined, options);
}

/** `POST /api/v1{path}` with a JSON body; same contract as {@link apiGet}. */
export function apiPost<T>(path: string, body: unknown, options: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  return request<T>('POST', path, body, options);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : networkErrorMessage;
}
