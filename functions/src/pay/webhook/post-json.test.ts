import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postJson } from './webhook-delivery';

/** A receiver on 127.0.0.1 whose answer each test chooses by path. */
let server: Server;
let base: string;
const seen: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (request.url === '/ok') response.writeHead(204).end();
      else if (request.url === '/broken') response.writeHead(500).end('boom');
      else if (request.url === '/moved') response.writeHead(302, { location: '/ok' }).end();
      else if (request.url === '/chatty') response.writeHead(200).end('é'.repeat(5000));
      // '/slow' never answers
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

describe('posting a webhook', () => {
  test('It should send the body as JSON with the given headers and report the status code', async () => {
    expect(await postJson(`${base}/ok`, '{"event":"charge.success"}', { 'x-aso-signature': 'abc' }, 2000)).toEqual({ statusCode: 204 });
    expect(seen.at(-1)).toMatchObject({ body: '{"event":"charge.success"}', headers: { 'content-type': 'application/json', 'x-aso-signature': 'abc' } });
  });

  test('It should report a non-2xx answer and a redirect as they are, without following it', async () => {
    expect(await postJson(`${base}/broken`, '{}', {}, 2000)).toEqual({ statusCode: 500, responseBody: 'boom' });
    const before = seen.length;
    expect(await postJson(`${base}/moved`, '{}', {}, 2000)).toEqual({ statusCode: 302 });
    expect(seen.length).toBe(before + 1);
  });

  test("It should keep only the first 2,000 characters of the answer's body", async () => {
    expect(await postJson(`${base}/chatty`, '{}', {}, 2000)).toEqual({ statusCode: 200, responseBody: 'é'.repeat(2000) });
  });

  test('It should give up after the timeout with no status code', async () => {
    expect(await postJson(`${base}/slow`, '{}', {}, 300)).toEqual({ statusCode: 0, error: 'no answer within 300 ms' });
  });

  test('It should report a refused connection with no status code', async () => {
    const result = await postJson('http://127.0.0.1:9/nobody', '{}', {}, 2000);
    expect(result.statusCode).toBe(0);
    expect(result.error).toEqual(expect.any(String));
  });
});
