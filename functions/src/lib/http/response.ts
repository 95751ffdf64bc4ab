import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiEnvelope, PayEnvelope } from './contract';

/** What a route's `run` returns; the chain wraps it in the envelope. */
export interface RouteResult<T = unknown> {
  message: string;
  data?: T;
  next?: string;
  /** Paging facts beside `data` (Pay's lists: `{total, skipped, perPage, page, pageCount}`). */
  meta?: unknown;
  /** Figures over a whole filtered list beside its page (Pay's dashboard: `{count, volume}`). */
  totals?: unknown;
  statusCode?: number;
  cookies?: string[];
  headers?: Record<string, string>;
  /** A document answered as it is instead of the JSON envelope (Pay's checkout page). */
  page?: { contentType: string; body: string };
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
