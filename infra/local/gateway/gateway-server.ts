import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { viewerAddressOf } from '../../../functions/src/lib/http/caller-address';
import type { RouteEntry } from '../../../functions/src/lib/http/route-entry';
import { cacheControlFor } from '../../lib/cache-control';
import { payCorsAllowHeaders } from '../../lib/pay/cors-headers';
import { shopRuntimeConfig } from '../../../functions/src/shop/runtime-config/contract';
import { s3Client } from '../s3-local';
import { buildApiEvent, toHttpResult, type HttpResult, type LocalApiEvent } from './api-event';
import { readMails, renderMailPage } from './dev-mail';
import { faultRunHeaders, newFaultRun, runWithFault } from './fault-injection';
import { runInstrumented, timingHeader, timingValue, type RequestRun } from './operation-recorder';
import type { Authorizer } from './jwt-authorizer';
import { runInRouteEnv } from './route-env';
import { compileRoutes, matchRoute, routesForPath, withoutTrailingSlash, type CompiledRoute, type RouteMatch } from './route-matcher';
import { checkoutFileHeaders, dashboardFileHeaders, isDashboardPage, resolveStaticFile, sendFile, sendJson, sendText } from './static-files';

export type LambdaHandler = (event: LocalApiEvent, context: Context) => Promise<APIGatewayProxyResultV2>;

export interface GatewayOptions {
  product: 'shop' | 'pay';
  routes: readonly RouteEntry[];
  basePath: string;
  /** Folder holding `functions/src`. */
  functionsRoot: string;
  authorize: Authorizer;
  /** Shop: the built SPA, the images bucket, the SES emulator and the runtime config for the SPA. */
  shop?: { webDist: string; s3Endpoint: string; imagesBucket: string; sesEndpoint: string; payOrigin: string };
  /** Pay: the built pop-up script and checkout page, and the dashboard's build (served under `/dashboard/`). */
  pay?: { popupDist: string; dashboardDist?: string };
  log?: (line: string) => void;
  /** Test runs only: honour `x-aso-fault` (see `fault-injection.ts`); the handlers' client must have the fault step installed. */
  faultInjection?: boolean;
  /**
   * The variables a route's handler gets on top of the process's (its needs' variables, as its deployed
   * function gets them); when set, each invocation sees only its own route's (see `route-env.ts`).
   */
  routeEnv?: (entry: RouteEntry) => Readonly<Record<string, string>>;
  /**
   * The handler of API Gateway's `$default` route: what answers a method and path no route matches (Pay's
   * 404 envelope, `unmatchedRoute` in its route table). @default API Gateway's own `{"message":"Not Found"}`
   */
  unmatched?: Pick<RouteEntry, 'handler' | 'needs'>;
  /** Bench runs only (`ASO_OPERATION_LOG`): timings on each answer and `x-aso-record`, see `operation-recorder.ts`. */
  instrumented?: boolean;
  /** How a route's handler module is loaded; by default `import()` of `functionsRoot/<entry.handler>`, once. */
  loadHandler?: (entry: RouteEntry) => Promise<LambdaHandler>;
}

/** API Gateway refuses payloads over 10 MB. */
const maxBodyBytes = 10 * 1024 * 1024;
const accountId = '000000000000';

const corsAllowHeaders = payCorsAllowHeaders.join(', ');

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    request.on('end', () => resolveBody(size > maxBodyBytes ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function gatewayRequestId(): string {
  return randomBytes(10).toString('base64').replace(/=+$/, '=');
}

function lambdaContext(product: string, entry: RouteEntry): Context {
  const name = entry.handler.replace(/\.ts$/, '').replace(/[^A-Za-z0-9]+/g, '-');
  const functionName = `aso-${product}-${name}`.slice(0, 64);
  const deadline = Date.now() + 29000;
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-1:${accountId}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${requestId.replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function writeResult(response: ServerResponse, method: string, result: HttpResult, extraHeaders: Record<string, string>): void {
  const headers: Record<string, string | string[]> = { ...result.headers, ...extraHeaders };
  if (result.cookies.length > 0) headers['set-cookie'] = result.cookies;
  headers['content-length'] = String(result.body.length);
  response.writeHead(result.statusCode, headers);
  response.end(method === 'HEAD' ? undefined : result.body);
}

/**
 * The caller's address as the handlers see it. Deployed, CloudFront names the viewer in
 * `CloudFront-Viewer-Address` and the handler chain trusts it only with the origin secret; the local stack
 * stands in for both, so a request naming a viewer (a test playing several sources) is taken at its word,
 * and any other is the socket's peer.
 */
function localSourceIp(request: IncomingMessage): string {
  const named = request.headers['cloudfront-viewer-address'];
  return viewerAddressOf(typeof named === 'string' ? named : undefined) ?? (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** Creates one product's local gateway (the Shop's or Pay's origin). */
export function createGateway(options: GatewayOptions): Server {
  const compiled = compileRoutes(options.routes, options.basePath);
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const images = options.shop ? s3Client(options.shop.s3Endpoint) : undefined;
  const apiId = `local-${options.product}`;

  function loadHandler(entry: RouteEntry): Promise<LambdaHandler> {
    if (options.loadHandler) return options.loadHandler(entry);
    let loaded = handlers.get(entry.handler);
    if (!loaded) {
      loaded = import(pathToFileURL(join(options.functionsRoot, entry.handler)).href).then((module: { handler?: unknown }) => {
        if (typeof module.handler !== 'function') throw new Error(`${entry.handler} does not export a handler function`);
        return module.handler as LambdaHandler;
      });
      handlers.set(entry.handler, loaded);
      loaded.catch(() => handlers.delete(entry.handler));
    }
    return loaded;
  }

  /** API Gateway's `$default` route, when the product has one: a public route of whatever method came. */
  function unmatchedRoute(method: string): RouteMatch | undefined {
    if (!options.unmatched) return undefined;
    const entryMethod = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).find((known) => known === method) ?? 'GET';
    const entry: RouteEntry = { method: entryMethod, path: '$default', access: 'public', ...options.unmatched };
    return { route: { entry, routeKey: '$default', path: '$default', segments: [] }, pathParameters: undefined };
  }

  /** Pay's pop-up calls its public routes from merchant pages on any origin. */
  function allowsCors(route: CompiledRoute): boolean {
    return options.product === 'pay' && (route.entry.access === 'public' || route.entry.access === 'merchant-public-key');
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, requestPath: string, instruments?: RequestRun): Promise<void> {
    const gatewayStarted = performance.now();
    // Pay's CloudFront function strips a trailing slash before the API; the Shop's API, like API Gateway, has none to strip.
    const rawPath = options.product === 'pay' ? withoutTrailingSlash(requestPath) : requestPath;
    const method = (request.method ?? 'GET').toUpperCase();
    const requestId = gatewayRequestId();
    const baseHeaders: Record<string, string> = { 'apigw-requestid': requestId };
    const candidates = routesForPath(compiled, rawPath);

    if (method === 'OPTIONS' && request.headers.origin && candidates.some((candidate) => allowsCors(candidate.route))) {
      const methods = [...new Set(candidates.filter((candidate) => allowsCors(candidate.route)).map((candidate) => candidate.route.entry.method))];
      response.writeHead(204, {
        ...baseHeaders,
        'access-control-allow-origin': '*',
        'access-control-allow-methods': [...methods, 'OPTIONS'].join(', '),
        'access-control-allow-headers': corsAllowHeaders,
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }

    const match = matchRoute(compiled, method === 'HEAD' ? 'GET' : method, rawPath) ?? unmatchedRoute(method);
    if (!match) {
      sendJson(response, 404, { message: 'Not Found' }, baseHeaders);
      return;
    }
    const corsHeaders: Record<string, string> = allowsCors(match.route) && request.headers.origin ? { 'access-control-allow-origin': '*' } : {};
    const body = await readBody(request);
    if (body === null) {
      sendJson(response, 413, { message: 'Request Entity Too Large' }, { ...baseHeaders, ...corsHeaders });
      return;
    }

    let authorizer;
    let authMs = 0;
    if (match.route.entry.access === 'customer' || match.route.entry.access === 'admin') {
      const authStarted = performance.now();
      authorizer = await options.authorize(request.headers.authorization);
      authMs = performance.now() - authStarted;
      if (!authorizer) {
        sendJson(response, 401, { message: 'Unauthorized' }, { ...baseHeaders, ...corsHeaders, 'www-authenticate': 'Bearer' });
        return;
      }
    }

    const event = buildApiEvent(
      {
        method,
        url: rawPath === requestPath ? (request.url ?? rawPath) : `${rawPath}${(request.url ?? '').slice(requestPath.length)}`,
        headers: request.headersDistinct,
        body,
        sourceIp: localSourceIp(request),
        protocol: `HTTP/${request.httpVersion}`,
      },
      { routeKey: match.route.routeKey, pathParameters: match.pathParameters, apiId, accountId, requestId, now: new Date(), ...(authorizer ? { authorizer } : {}) },
    );

    const started = Date.now();
    const handlerStarted = performance.now();
    const fault = options.faultInjection ? newFaultRun(request.headers) : undefined;
    let result: HttpResult;
    const run = async () => {
      const handler = await loadHandler(match.route.entry);
      const invoke = () => handler(event, lambdaContext(options.product, match.route.entry));
      return toHttpResult(await (fault ? runWithFault(fault, invoke) : invoke()));
    };
    try {
      result = await (options.routeEnv ? runInRouteEnv(options.routeEnv(match.route.entry), run) : run());
    } catch (error) {
      log(`${match.route.routeKey} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      result = { statusCode: 500, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from('{"message":"Internal Server Error"}') };
    }
    const handlerMs = performance.now() - handlerStarted;
    log(`${method} ${rawPath} → ${result.statusCode} (${Date.now() - started} ms)`);
    const timing: Record<string, string> = instruments
      ? { [timingHeader]: timingValue({ gateway: performance.now() - gatewayStarted, auth: authMs, handler: handlerMs, dynamodb: instruments.dynamodbMs, outbound: instruments.outboundMs, mail: instruments.mailMs }) }
      : {};
    writeResult(response, method, result, { ...baseHeaders, ...corsHeaders, ...(fault ? faultRunHeaders(fault) : {}), ...timing });
  }

  async function handleImage(response: ServerResponse, method: string, rawPath: string): Promise<void> {
    if (!options.shop || !images) return sendText(response, 404, 'Not found');
    let key: string;
    try {
      key = decodeURIComponent(rawPath.slice('/images/'.length));
    } catch {
      return sendText(response, 400, 'Bad image key');
    }
    if (key === '') return sendText(response, 404, 'Not found');
    try {
      const object = await images.send(new GetObjectCommand({ Bucket: options.shop.imagesBucket, Key: key }));
      const type = object.ContentType ?? '';
      const headers: Record<string, string> = {
        'content-type': type.startsWith('image/') ? type : 'application/octet-stream',
        'cache-control': cacheControlFor('shop', rawPath),
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own must not run script on the Shop's origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      };
      if (!type.startsWith('image/')) headers['content-disposition'] = 'attachment';
      if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
      if (object.ETag) headers.etag = object.ETag;
      response.writeHead(200, headers);
      if (method === 'HEAD' || !object.Body) {
        response.end();
        return;
      }
      (object.Body as Readable).pipe(response);
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof Error && error.name === 'NoSuchKey')) return sendText(response, 404, 'Not found');
      throw error;
    }
  }

  async function handleDevMail(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (!options.shop) return sendText(response, 404, 'Not found');
    const to = url.searchParams.get('to') ?? undefined;
    const mails = await readMails(options.shop.sesEndpoint, to);
    const accept = request.headers.accept ?? '';
    const wantsHtml = accept.includes('text/html') && !accept.includes('application/json');
    if (wantsHtml) {
      sendText(response, 200, renderMailPage(mails, to), 'text/html; charset=utf-8', {
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self' about:",
      });
      return;
    }
    sendJson(response, 200, { success: 1, message: `${mails.length} mail(s)`, data: mails }, { 'cache-control': 'no-store' });
  }

  function handleSpa(request: IncomingMessage, response: ServerResponse, rawPath: string): void {
    if (!options.shop) return sendText(response, 404, 'Not found');
    const root = options.shop.webDist;
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      sendText(response, 503, 'The web app is not built yet: run `npm run build:web`, then reload.\n');
      return;
    }
    const file = rawPath === '/' ? undefined : resolveStaticFile(root, rawPath);
    if (file) {
      sendFile(request, response, file, { 'cache-control': cacheControlFor('shop', rawPath) });
      return;
    }
    const lastSegment = rawPath.split('/').pop() ?? '';
    const looksLikeFile = lastSegment.includes('.') && !(request.headers.accept ?? '').includes('text/html');
    if (looksLikeFile) {
      sendText(response, 404, 'Not found');
      return;
    }
    sendFile(request, response, index, { 'cache-control': cacheControlFor('shop', '/index.html') });
  }

  /** Pay's dashboard: its built files, and `index.html` for any other path under `/dashboard` (the SPA's routes). */
  function handleDashboard(request: IncomingMessage, response: ServerResponse, root: string, rawPath: string): void {
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      sendText(response, 503, "Pay's dashboard is not built yet: run `npm run build:dashboard`, then reload.\n");
      return;
    }
    const file = resolveStaticFile(root, rawPath.slice('/dashboard'.length) || '/');
    if (file && file !== index) {
      sendFile(request, response, file, { 'cache-control': cacheControlFor('pay', rawPath), ...dashboardFileHeaders });
      return;
    }
    const lastSegment = rawPath.split('/').pop() ?? '';
    if (lastSegment.includes('.') && !(request.headers.accept ?? '').includes('text/html')) {
      sendText(response, 404, 'Not found');
      return;
    }
    sendFile(request, response, index, { 'cache-control': cacheControlFor('pay', '/dashboard/index.html'), ...dashboardFileHeaders });
  }

  function handlePayAssets(request: IncomingMessage, response: ServerResponse, rawPath: string): boolean {
    if (!options.pay) return false;
    const dist = options.pay.popupDist;
    // The pop-up script and the part it loads on first use (modal, wallet pay) from beside itself.
    if (rawPath === '/v1/inline.js' || rawPath === '/v1/inline-extras.js') {
      const file = join(dist, rawPath.slice('/v1/'.length));
      if (!existsSync(file)) sendText(response, 404, 'The pop-up script is not built yet: run `npm run build:popup`.\n');
      else sendFile(request, response, file, { 'cache-control': cacheControlFor('pay', rawPath), 'access-control-allow-origin': '*' });
      return true;
    }
    if (options.pay.dashboardDist !== undefined && isDashboardPage(rawPath)) {
      handleDashboard(request, response, options.pay.dashboardDist, rawPath);
      return true;
    }
    if (rawPath.startsWith('/popup/')) {
      const file = resolveStaticFile(join(dist, 'checkout'), rawPath.slice('/popup'.length));
      if (!file) sendText(response, 404, 'Not found');
      else sendFile(request, response, file, { 'cache-control': cacheControlFor('pay', rawPath), ...checkoutFileHeaders });
      return true;
    }
    return false;
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    const target = request.url ?? '/';
    const rawPath = target.split('?')[0] ?? '/';
    const url = new URL(target, 'http://localhost');

    const api = () => (options.instrumented ? runInstrumented(request.headers, (instruments) => handleApi(request, response, rawPath, instruments)) : handleApi(request, response, rawPath));
    if (options.shop) {
      if (rawPath.startsWith('/api/')) return api();
      if (method !== 'GET' && method !== 'HEAD') return sendJson(response, 404, { message: 'Not Found' });
      if (rawPath.startsWith('/images/')) return handleImage(response, method, rawPath);
      if (rawPath === '/__dev/mail') return handleDevMail(request, response, url);
      if (rawPath === '/config.json') return sendJson(response, 200, shopRuntimeConfig(options.shop.payOrigin), { 'cache-control': cacheControlFor('shop', rawPath) });
      return handleSpa(request, response, rawPath);
    }
    if ((method === 'GET' || method === 'HEAD') && handlePayAssets(request, response, rawPath)) return;
    return api();
  }

  return createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      log(`${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  });
}
