import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

/**
 * Builds API Gateway HTTP API events (payload format 2.0) from plain HTTP requests, and maps handler
 * results back, the way API Gateway does, so handlers run locally exactly as they run in AWS.
 */

/** What the JWT authorizer adds; API Gateway passes every claim as a string. */
export interface JwtAuthorizerContext {
  jwt: {
    claims: Record<string, string>;
    /** API Gateway sets this only when the route declares authorization scopes; ours declare none. */
    scopes: string[] | null;
  };
}

export type LocalApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & { authorizer?: JwtAuthorizerContext };
};

export interface IncomingApiRequest {
  method: string;
  /** The request target as received: path plus `?query`, still percent-encoded. */
  url: string;
  /** Node's `IncomingMessage.headersDistinct`-like view: every header name lower-case, repeated values kept. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
  /** e.g. `HTTP/1.1` */
  protocol: string;
}

export interface EventOptions {
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
  apiId: string;
  accountId: string;
  requestId: string;
  now: Date;
  authorizer?: JwtAuthorizerContext;
}

/** Content types API Gateway passes as text; any other body (or one without a type) arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/x-www-form-urlencoded'
  );
}

function headerValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** `12/Mar/2020:19:03:58 +0000`, the format of `requestContext.time`. */
export function formatRequestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

function decodeQueryComponent(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Repeated keys are joined with commas, as API Gateway does; `undefined` when there is no query. */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const out: Record<string, string> = {};
  for (const pair of rawQueryString.split('&')) {
    if (pair === '') continue;
    const index = pair.indexOf('=');
    const name = decodeQueryComponent(index >= 0 ? pair.slice(0, index) : pair);
    const value = decodeQueryComponent(index >= 0 ? pair.slice(index + 1) : '');
    out[name] = name in out ? `${out[name]},${value}` : value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Claims as API Gateway passes them: strings, with array claims as `"[a b]"`. */
export function toGatewayClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

export function buildApiEvent(request: IncomingApiRequest, options: EventOptions): LocalApiEvent {
  const queryIndex = request.url.indexOf('?');
  const rawPath = queryIndex >= 0 ? request.url.slice(0, queryIndex) : request.url;
  const rawQueryString = queryIndex >= 0 ? request.url.slice(queryIndex + 1) : '';

  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    const key = name.toLowerCase();
    const values = headerValues(value);
    if (values.length === 0) continue;
    if (key === 'cookie') {
      for (const header of values) {
        for (const cookie of header.split(';')) if (cookie.trim() !== '') cookies.push(cookie.trim());
      }
      continue;
    }
    headers[key] = headers[key] === undefined ? values.join(',') : `${headers[key]},${values.join(',')}`;
  }
  headers['x-forwarded-for'] ??= request.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-amzn-trace-id'] ??= `Root=1-${Math.floor(options.now.getTime() / 1000).toString(16)}-${options.requestId.replace(/-/g, '').slice(0, 24)}`;
  if (request.body.length > 0) headers['content-length'] ??= String(request.body.length);

  const host = headers.host ?? 'localhost';
  const domainName = host.replace(/:\d+$/, '');
  const hasBody = request.body.length > 0;
  const isText = isTextContentType(headers['content-type']);

  const event: LocalApiEvent = {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryParameters(rawQueryString) ? { queryStringParameters: queryParameters(rawQueryString) } : {}),
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
    requestContext: {
      accountId: options.accountId,
      apiId: options.apiId,
      ...(options.authorizer ? { authorizer: options.authorizer } : {}),
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: request.method.toUpperCase(),
        path: rawPath,
        protocol: request.protocol,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: options.requestId,
      routeKey: options.routeKey,
      stage: '$default',
      time: formatRequestTime(options.now),
      timeEpoch: options.now.getTime(),
    },
    ...(hasBody ? { body: isText ? request.body.toString('utf8') : request.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !isText,
  };
  return event;
}

export interface HttpResult {
  statusCode: number;
  headers: Record<string, string>;
  /** Each becomes its own `Set-Cookie` header. */
  cookies: string[];
  body: Buffer;
}

/**
 * Maps a handler's result back to HTTP as API Gateway does with payload 2.0: a structured result is used
 * as is (`cookies` become Set-Cookie headers, a base64 body is decoded); anything else is JSON with 200.
 */
export function toHttpResult(result: APIGatewayProxyResultV2 | undefined): HttpResult {
  if (result === undefined || result === null) {
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.alloc(0) };
  }
  if (typeof result === 'string') {
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(result) };
  }
  if (typeof result !== 'object' || !('statusCode' in result) || typeof result.statusCode !== 'number') {
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(JSON.stringify(result)) };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  const rawBody = result.body ?? '';
  const body = result.isBase64Encoded ? Buffer.from(rawBody, 'base64') : Buffer.from(rawBody, 'utf8');
  return { statusCode: result.statusCode, headers, cookies: [...(result.cookies ?? [])], body };
}
