import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiEnvelope, ApiProblem } from './contract';

/** Pay's envelope (`{status, message, data}`), the shape of the inline-payment API merchants migrate from. */
export interface PayEnvelope<T = unknown> {
  status: boolean;
  message: string;
  data?: T;
  meta?: unknown;
  errors?: ApiProblem[];
  requestId?: string;
}

/** What a route's `run` returns; the chain wraps it in the envelope. */
export interface RouteResult<T = unknown> {
  message: string;
  data?: T;
  next?: string;
  /** Paging facts beside `data` (Pay's lists: `{total, skipped, perPage, page, pageCount}`). */
  meta?: unknown;
  statusCode?: number;
  cookies?: string[];
  headers?: Record<string, string>;
}

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

export function jsonResponse(
  statusCode: number,
  body: ApiEnvelope<unknown> | PayEnvelope,
  extra: { cookies?: string[]; headers?: Record<string, string> } = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { ...baseHeaders, ...extra.headers },
    body: JSON.stringify(body),
    ...(extra.cookies && extra.cookies.length > 0 ? { cookies: extra.cookies } : {}),
  };
}
