import middy, { type MiddlewareObj } from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type * as z from '../zod';
import type { PayErrorFields } from './contract';
import { BadRequestError, ForbiddenError, HttpError, UnauthorizedError, type ErrorDetail } from './errors';
import { callerAddress } from './caller-address';
import { identityFromEvent, type Identity } from './identity';
import { logLambdaContext, logger } from './logger';
import { payErrorFields } from './pay-error';
import { jsonResponse, type RouteResult } from './response';
import { assertSameSite } from './same-site';
import { parseOrThrow } from './validation';
import type { Access, StaffRole } from './route-entry';

type Schema = z.ZodMiniType;
type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** A caller authenticated by a merchant key (Pay). The Pay module supplies the resolver. */
export interface MerchantPrincipal {
  merchantId: string;
  keyKind: 'public' | 'secret';
  /** The key's mode (`pk_test_`/`sk_test_` or `_live_`): the call's mode, which picks the acquirer and what it sees. */
  mode: 'test' | 'live';
}

type MerchantAccess = 'merchant-public-key' | 'merchant-secret-key';

/**
 * Resolves a merchant key to its merchant or throws 401. `key` is the bearer token; `request.body` is the
 * parsed, not yet validated body, for callers (the pop-up's `request_inline`) that send the key there.
 */
export type MerchantAuthenticator = (
  key: string | undefined,
  kind: 'public' | 'secret',
  request: { body: unknown },
) => Promise<MerchantPrincipal>;

/** A merchant's staff member as the table holds them now (Pay's dashboard), never as a token's claims say. */
export interface StaffPrincipal {
  staffId: string;
  merchantId: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
}

/** Resolves a staff pool access token (the bearer) to the staff member as stored now, or throws 401. */
export type StaffAuthenticator = (token: string | undefined) => Promise<StaffPrincipal>;

export interface RouteInput<A extends Access, B, Q, P> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  identity: A extends 'customer' | 'admin' ? Identity : Identity | null;
  merchant: A extends MerchantAccess ? MerchantPrincipal : null;
  staff: A extends 'merchant-staff' ? StaffPrincipal : null;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  /** The body exactly as received (base64 decoded), for signature checks and idempotency fingerprints. */
  rawBody: string;
  /** Where the request came from: the viewer's address behind CloudFront (`caller-address.ts`). */
  sourceIp: string;
  requestId: string;
}

/**
 * The answer's envelope: the Shop's `{success: 1|0, …}` or Pay's `{status: true|false, …}` (the shape the
 * pop-up script and merchants' server libraries read).
 * @default 'shop'
 */
export type EnvelopeKind = 'shop' | 'pay';

interface CommonRouteOptions<A extends Access, B, Q, P, T> {
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  envelope?: EnvelopeKind;
  /**
   * How the body is encoded: JSON, or `application/x-www-form-urlencoded` fields (wallet pay, as the script
   * sends it), each field a string.
   * @default 'json'
   */
  bodyEncoding?: 'json' | 'form';
  /** Refuse cross-site requests (403), for the routes that set or use the session cookie (`same-site.ts`). */
  sameSiteOnly?: boolean;
  run: (input: RouteInput<A, B, Q, P>) => Promise<RouteResult<T>>;
}

/**
 * A merchant-key route must name its key check and no other route may have one, so declaring a
 * merchant route without `authenticateMerchant` is a type error rather than a 500 at the first call.
 */
/**
 * How an admin route checks the caller's admin rights as they stand now (`assertAdminNow` in `live-access.ts`).
 * The admin route names it rather than the chain importing it, so only admin routes' bundles carry the user-pool
 * and table reads it makes (and only their roles need to grant them).
 */
export type AdminCheck = (identity: Identity) => Promise<void>;

/**
 * A staff route names its token check and, when not every role may call it, the roles that may (the same list
 * as its route table entry: `route-tables.test.ts` compares them). An owner who has not turned two-factor
 * sign-in on yet is refused (403 `two_factor_required`) except on the routes that set it up (`beforeTwoFactor`).
 */
export interface StaffRouteOptions {
  authenticateStaff: StaffAuthenticator;
  roles?: readonly StaffRole[];
  beforeTwoFactor?: boolean;
}

export type RouteOptions<A extends Access, B, Q, P, T> = CommonRouteOptions<A, B, Q, P, T> &
  (A extends MerchantAccess ? { authenticateMerchant: MerchantAuthenticator } : { authenticateMerchant?: never }) &
  (A extends 'merchant-staff' ? StaffRouteOptions : { authenticateStaff?: never; roles?: never; beforeTwoFactor?: never }) &
  (A extends 'admin' ? { checkAdmin: AdminCheck } : { checkAdmin?: never });

export type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The schemas a route checks its input with, kept on its handler so that tests reach exactly what the
 * handler validates (the route fuzz, test/api/route-fuzz.test.ts, generates requests from them).
 */
export interface RouteSchemas {
  readonly body?: Schema;
  readonly query?: Schema;
  readonly params?: Schema;
  readonly bodyEncoding: 'json' | 'form';
}

/** `staffRoles`: the roles a `merchant-staff` handler lets in (absent: every role), for the route table test. */
export type HttpRouteHandler = HttpHandler & { readonly schemas: RouteSchemas; readonly staffRoles?: readonly StaffRole[] };

function lowerCaseHeaders(headers: APIGatewayProxyEventV2['headers']): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * API Gateway v2 delivers cookies as an array of `name=value` strings. A value that does not decode (any
 * site on the domain may set cookies) is skipped rather than failing the request.
 */
export function parseCookies(cookies: readonly string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of cookies ?? []) {
    for (const part of pair.split(';')) {
      const index = part.indexOf('=');
      if (index <= 0) continue;
      const name = part.slice(0, index).trim();
      const value = decodeCookieValue(part.slice(index + 1).trim());
      if (name && value !== undefined && !(name in out)) out[name] = value;
    }
  }
  return out;
}

function rawBodyOf(event: APIGatewayProxyEventV2): string {
  const raw = event.body;
  if (raw === undefined || raw === null) return '';
  return event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
}

function readBody(text: string, encoding: 'json' | 'form'): unknown {
  if (text.trim() === '') return undefined;
  if (encoding === 'form') return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError('The request body is not valid JSON');
  }
}

/** The key check runs before the body is validated, so a body that does not parse simply holds no key. */
function bodyForKeyCheck(text: string, encoding: 'json' | 'form'): unknown {
  try {
    return readBody(text, encoding);
  } catch {
    return undefined;
  }
}

function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers.authorization;
  if (!value) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1];
}

/**
 * The failing envelope's flag, and for Pay also Paystack's `type`, `code` and `meta.nextStep` (`pay-error.ts`):
 * from the status code unless the thrower named them.
 */
function failure(envelope: EnvelopeKind, statusCode: number, detail?: ErrorDetail): { success: 0 } | ({ status: false } & PayErrorFields) {
  return envelope === 'pay' ? { status: false, ...payErrorFields(statusCode, detail) } : { success: 0 };
}

function successFlag(envelope: EnvelopeKind): { success: 1 } | { status: true } {
  return envelope === 'pay' ? { status: true } : { success: 1 };
}

/** Maps every thrown error to the envelope once: typed errors keep their status, anything else is a 500. */
function errorMapping(envelope: EnvelopeKind): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const error = request.error;
      const requestId = request.context.awsRequestId;
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) logger.error('Request failed', { error });
        request.response = jsonResponse(
          error.statusCode,
          { ...failure(envelope, error.statusCode, error.detail), message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
          error.headers ? { headers: error.headers } : {},
        );
        return;
      }
      logger.error('Unhandled error', { error });
      request.response = jsonResponse(500, {
        ...failure(envelope, 500),
        message: `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${requestId}.`,
        requestId,
      });
    },
  };
}

/** The staff member behind the token, if their role may call the route and (owners) two-factor sign-in is on. */
async function staffCaller(options: Partial<StaffRouteOptions>, token: string | undefined): Promise<StaffPrincipal> {
  if (!options.authenticateStaff) throw new Error('Staff route without a token check');
  const staff = await options.authenticateStaff(token);
  if (options.roles && !options.roles.includes(staff.role)) {
    throw new ForbiddenError('Your role cannot do this', { code: 'forbidden', nextStep: 'Ask an owner of this business to do it or to change your role' });
  }
  if (staff.role === 'owner' && !staff.twoFactorEnabled && !options.beforeTwoFactor) {
    throw new ForbiddenError('Turn on two-factor sign-in first', { code: 'two_factor_required', nextStep: 'Set up an authenticator app under /dashboard/api/two-factor/start' });
  }
  return staff;
}

/**
 * Builds a Lambda handler for one route: logger context → error mapping → auth → JSON parsing →
 * zod validation → `run`. Handlers stay thin: they declare schemas and call one service function.
 */
export function httpRoute<A extends Access, B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined, T = unknown>(
  options: RouteOptions<A, B, Q, P, T>,
): HttpRouteHandler {
  const envelope = options.envelope ?? 'shop';
  const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const headers = lowerCaseHeaders(event.headers);
    const sourceIp = callerAddress(event, headers);
    const identity = identityFromEvent(event);
    if (options.access === 'customer' || options.access === 'admin') {
      if (!identity) throw new UnauthorizedError();
      if (options.access === 'admin') {
        if (!identity.isAdmin) throw new ForbiddenError('This needs an admin account');
        if (!options.checkAdmin) throw new Error('Admin route without a live admin check');
        await options.checkAdmin(identity);
      }
    }
    if (options.sameSiteOnly) assertSameSite(headers);
    const rawBody = rawBodyOf(event);
    const encoding = options.bodyEncoding ?? 'json';
    let merchant: MerchantPrincipal | null = null;
    if (options.access === 'merchant-public-key' || options.access === 'merchant-secret-key') {
      if (!options.authenticateMerchant) throw new Error('Merchant route without a key resolver');
      merchant = await options.authenticateMerchant(
        bearerToken(headers),
        options.access === 'merchant-public-key' ? 'public' : 'secret',
        { body: bodyForKeyCheck(rawBody, encoding) },
      );
    }
    const staff = options.access === 'merchant-staff' ? await staffCaller(options, bearerToken(headers)) : null;
    const body = options.body ? parseOrThrow(options.body, readBody(rawBody, encoding), 'body') : undefined;
    const query = options.query ? parseOrThrow(options.query, event.queryStringParameters ?? {}, 'query') : undefined;
    const params = options.params ? parseOrThrow(options.params, event.pathParameters ?? {}, 'path') : undefined;

    const input = {
      body,
      query,
      params,
      identity,
      merchant,
      staff,
      headers,
      cookies: parseCookies(event.cookies),
      rawBody,
      sourceIp,
      requestId: context.awsRequestId,
    } as RouteInput<A, B, Q, P>;
    const result = await options.run(input);
    if (result.page) {
      return {
        statusCode: result.statusCode ?? 200,
        headers: { ...result.headers, 'content-type': result.page.contentType },
        body: result.page.body,
      };
    }
    return jsonResponse(
      result.statusCode ?? 200,
      {
        ...successFlag(envelope),
        message: result.message,
        ...(result.data !== undefined ? { data: result.data } : {}),
        ...(result.meta !== undefined ? { meta: result.meta } : {}),
        ...(result.totals !== undefined ? { totals: result.totals } : {}),
        ...(result.next ? { next: result.next } : {}),
      },
      { ...(result.cookies ? { cookies: result.cookies } : {}), ...(result.headers ? { headers: result.headers } : {}) },
    );
  };

  const handler: HttpHandler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(logLambdaContext<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>())
    .use(errorMapping(envelope))
    .handler(core);
  const schemas: RouteSchemas = {
    ...(options.body ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
    ...(options.params ? { params: options.params } : {}),
    bodyEncoding: options.bodyEncoding ?? 'json',
  };
  return Object.assign(handler, { schemas, ...(options.roles ? { staffRoles: options.roles } : {}) });
}
