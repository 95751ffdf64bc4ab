import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPopup, repoRoot } from '../../../popup/scripts/build-popup';

/** A loopback HTTP server on a random port. */
export interface TestServer {
  origin: string;
  close: () => Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

export async function startServer(handler: Handler): Promise<TestServer> {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => handler(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

/**
 * Builds the script from the current sources into a temporary folder (a stale `popup/dist` must not make
 * these tests pass), and returns it with the checkout stand-in, which drives the protocol by hand and is
 * served only by these tests (the real checkout page is `popup/src/checkout`).
 */
export async function builtPopup(): Promise<{ script: string; extras: string; standIn: string }> {
  const dist = await mkdtemp(join(tmpdir(), 'aso-popup-e2e-'));
  await buildPopup(dist, false);
  return {
    script: readFileSync(join(dist, 'inline.js'), 'utf8'),
    extras: readFileSync(join(dist, 'inline-extras.js'), 'utf8'),
    standIn: readFileSync(join(repoRoot(), 'popup', 'src', 'stand-in', 'index.html'), 'utf8'),
  };
}

/** A request the fake checkout API received. */
export interface ApiCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Init data the fake checkout API answers with: a saved-instrument (vault) customer, so the modal shows. */
export const INIT_DATA = {
  id: 4242, access_code: 'ac_e2e', merchant_key: 'pk_test_shop', merchant_name: 'Aso', amount: 150000, currency: 'NGN',
  email: 'ada@example.com', channels: ['card', 'bank'], canPayWithVault: true,
};

/**
 * The Pay host: the script at `/v1/inline.js` (and its lazily loaded part beside it), the checkout stand-in at `/popup`, and a tiny fake of the
 * checkout API (request_inline, verify_access_code, set_ip, update_log) that records what it receives.
 */
export async function startPayServer(): Promise<TestServer & { calls: ApiCall[] }> {
  const { script, extras, standIn } = await builtPopup();
  const calls: ApiCall[] = [];
  const server = await startServer((request, response, body) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/v1/inline.js') return send(response, 200, 'text/javascript; charset=utf-8', script);
    if (path === '/v1/inline-extras.js') return send(response, 200, 'text/javascript; charset=utf-8', extras);
    if (path === '/popup') return send(response, 200, 'text/html; charset=utf-8', standIn);
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type, Authorization, Accept-Language, x-connect-account',
      'Access-Control-Allow-Methods': 'GET, POST',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      return response.end();
    }
    calls.push({ method: request.method ?? '', path, headers: request.headers, body });
    const known = path === '/checkout/request_inline' || path.startsWith('/transaction/');
    response.writeHead(known ? 200 : 404, { ...cors, 'Content-Type': 'application/json' });
    response.end(JSON.stringify(known ? { status: true, message: 'ok', data: INIT_DATA } : { status: false, message: 'Not found' }));
  });
  return { ...server, calls };
}

/** A site serving fixed pages; POST bodies are recorded per path. */
export async function startSite(pages: Record<string, string>): Promise<TestServer & { posts: Record<string, string[]> }> {
  const posts: Record<string, string[]> = {};
  const server = await startServer((request, response, body) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (request.method === 'POST') (posts[path] ??= []).push(body);
    const page = pages[path];
    if (page === undefined) send(response, 404, 'text/plain', 'not found');
    else send(response, 200, 'text/html; charset=utf-8', page);
  });
  return { ...server, posts };
}

/** A merchant page that loads the pop-up script from the Pay host, then runs `pageScript`. */
export function merchantPage(payOrigin: string, body: string, pageScript = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>
${body}
<script src="${payOrigin}/v1/inline.js"></script>
<script>${pageScript}</script>
</body></html>`;
}
