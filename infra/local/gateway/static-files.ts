import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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

/** Vite names built assets `name-<hash>.ext`: those never change, so browsers may keep them for a year. */
export function isHashedAsset(urlPath: string): boolean {
  return /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|svg|png|jpe?g|webp|avif|gif|woff2?)$/.test(urlPath) && urlPath.includes('/assets/');
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

export function sendFile(response: ServerResponse, file: string, method: string, headers: Record<string, string>): void {
  const size = statSync(file).size;
  response.writeHead(200, { 'content-type': contentTypeFor(file), 'content-length': String(size), ...headers });
  if (method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

export function sendText(response: ServerResponse, statusCode: number, text: string, contentType = 'text/plain; charset=utf-8', headers: Record<string, string> = {}): void {
  const body = Buffer.from(text);
  response.writeHead(statusCode, { 'content-type': contentType, 'content-length': String(body.length), ...headers });
  response.end(body);
}

export function sendJson(response: ServerResponse, statusCode: number, value: unknown, headers: Record<string, string> = {}): void {
  sendText(response, statusCode, JSON.stringify(value), 'application/json', headers);
}
