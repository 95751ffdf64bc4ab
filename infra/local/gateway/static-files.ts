import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, normalize, sep } from 'node:path';
import { checkoutCsp } from '../../../functions/src/pay/checkout/checkout-page-policy';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeFor(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file under `root` for a URL path, or `undefined` when it escapes the root or is not a file. */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Text-like types worth compressing; images other than SVG are already compressed. */
function compressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

type Encoding = 'br' | 'gzip' | 'identity';

export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** Compressed copies of static files, keyed by path, encoding and modification time (CloudFront does this in AWS). */
const compressedCache = new Map<string, Buffer>();

function encodedBody(file: string, mtimeMs: number, encoding: Exclude<Encoding, 'identity'>): Buffer {
  const key = `${encoding}:${mtimeMs}:${file}`;
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const raw = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 9 });
  compressedCache.set(key, body);
  return body;
}

/** Sends a static file, compressed with brotli or gzip when the client accepts it and the type gains from it. */
export function sendFile(request: IncomingMessage, response: ServerResponse, file: string, headers: Record<string, string>): void {
  const stat = statSync(file);
  const contentType = contentTypeFor(file);
  const encoding = compressible(contentType) ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
  const body = encoding === 'identity' ? readFileSync(file) : encodedBody(file, stat.mtimeMs, encoding);
  response.writeHead(200, {
    'content-type': contentType,
    'content-length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    ...(compressible(contentType) ? { vary: 'accept-encoding' } : {}),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function sendText(response: ServerResponse, statusCode: number, text: string, contentType = 'text/plain; charset=utf-8', headers: Record<string, string> = {}): void {
  const body = Buffer.from(text);
  response.writeHead(statusCode, { 'content-type': contentType, 'content-length': String(body.length), ...headers });
  response.end(body);
}

export function sendJson(response: ServerResponse, statusCode: number, value: unknown, headers: Record<string, string> = {}): void {
  sendText(response, statusCode, JSON.stringify(value), 'application/json', headers);
}

/**
 * Headers of the checkout page's static files under `/popup/`: the built page itself among them, which only
 * the page's handler (`/popup`, `/pay/{access_code}`) serves framable, so this copy may be framed by nobody.
 */
export const checkoutFileHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': checkoutCsp(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin',
};

/**
 * A path of Pay's dashboard app (`/dashboard`, `/dashboard/…`) rather than its API (`/dashboard/api/…`),
 * which stays Pay's API's whatever the dashboard's build holds (CloudFront's more specific behaviour first).
 */
export function isDashboardPage(rawPath: string): boolean {
  return (rawPath === '/dashboard' || rawPath.startsWith('/dashboard/')) && rawPath !== '/dashboard/api' && !rawPath.startsWith('/dashboard/api/');
}

/** The dashboard's files: the same strict policy as the rest of Pay's origin (its own scripts only, framed by nobody). */
export const dashboardFileHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': checkoutCsp(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin',
};
