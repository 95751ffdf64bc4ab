import type { ApiEnvelope as Envelope } from '../../functions/src/lib/http/contract';
import { payUrl, shopUrl } from './stack';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  /** Access token: sent as `Authorization: Bearer …`. */
  token?: string;
  /** `name=value` pairs sent in one Cookie header. */
  cookies?: string[];
  headers?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  /** The parsed JSON body (the envelope for our handlers; API Gateway's own `{message}` for 401/404 at the gateway). */
  body: Envelope<T> & { message: string };
  headers: Headers;
  /** Each Set-Cookie header, whole. */
  setCookies: string[];
}

async function call<T>(base: string, path: string, options: ApiOptions): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookies && options.cookies.length > 0) headers.cookie = options.cookies.join('; ');
  const response = await fetch(`${base}${path}`, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: unknown = {};
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { message: text };
    }
  }
  return { status: response.status, body: parsed as ApiResponse<T>['body'], headers: response.headers, setCookies: response.headers.getSetCookie() };
}

/** Calls the Shop API: `api('/product/fetch-all-products?limit=5')` → `GET {SHOP_URL}/api/v1/product/…`. */
export function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  return call<T>(`${shopUrl()}/api/v1`, path, options);
}

/** Calls the Pay API at the root of Pay's origin: `payApi('/health')`. */
export function payApi<T = unknown>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  return call<T>(payUrl(), path, options);
}

/** `name=value` of a Set-Cookie header, ready to send back. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(';')[0]?.trim() ?? '';
}
