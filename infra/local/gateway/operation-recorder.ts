import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { DescribeTableCommand, DynamoDBClient, GetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Bench-only instruments of the LOCAL gateway (never in a deployed build: nothing under `functions/` imports
 * this; the gateway installs it only when the stack was started with `ASO_OPERATION_LOG` naming a file, which
 * `npm run bench` sets for its route/raw part). With it on:
 *
 * - every API answer carries `x-aso-timing` (`gateway`, `auth`, `handler`, `dynamodb`, `outbound`, `mail` ms:
 *   the gateway's whole time for the request, the JWT authorizer's, the handler's, the handler's DynamoDB calls
 *   on the wire, its outgoing `fetch` calls, i.e. Pay's part of a Shop route, and its SES calls, the order
 *   e-mails), so the bench can tell where a route's time goes;
 * - a request carrying `x-aso-record: <token>` has each DynamoDB call its handler makes appended to the file,
 *   in order, as sent on the wire (the target and its JSON body), with its outcome and, for a write, the items
 *   it touches as they were before it (their pre-images). The bench replays those exact calls raw, after
 *   putting the pre-images back, so the raw side does the route's very work on the same state.
 *
 * Recording reads pre-images before each write, so a recorded request is slower; the bench never times one.
 */
export const operationLogVariable = 'ASO_OPERATION_LOG';
export const recordHeader = 'x-aso-record';
export const timingHeader = 'x-aso-timing';

export interface PreImage {
  table: string;
  key: Record<string, AttributeValue>;
  /** The item before the call; `null` when there was none. */
  item: Record<string, AttributeValue> | null;
}

/** One line of the operation log. */
export interface RecordedOperation {
  token: string;
  product: string;
  seq: number;
  /** The DynamoDB API action (`Query`, `TransactWriteItems`, …). */
  target: string;
  /** The wire body: the low-level command's input. */
  body: Record<string, unknown>;
  /** `ok`, or the error's name (a failed condition, a cancelled transaction). */
  outcome: string;
  preImages: PreImage[];
}

interface RequestRun {
  token: string | undefined;
  seq: number;
  dynamodbMs: number;
  outboundMs: number;
  mailMs: number;
}

const runs = new AsyncLocalStorage<RequestRun>();

const writeTargets = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem']);

type Item = Record<string, AttributeValue>;

/** The table and item (or key) of each item a write touches. */
export function touchedItems(target: string, body: Record<string, unknown>): { table: string; itemOrKey: Item }[] {
  const table = typeof body.TableName === 'string' ? body.TableName : '';
  if (target === 'PutItem') return [{ table, itemOrKey: body.Item as Item }];
  if (target === 'UpdateItem' || target === 'DeleteItem') return [{ table, itemOrKey: body.Key as Item }];
  if (target === 'TransactWriteItems') {
    const items = (body.TransactItems ?? []) as { Put?: { TableName: string; Item: Item }; Update?: { TableName: string; Key: Item }; Delete?: { TableName: string; Key: Item } }[];
    return items.flatMap((entry) => {
      if (entry.Put) return [{ table: entry.Put.TableName, itemOrKey: entry.Put.Item }];
      if (entry.Update) return [{ table: entry.Update.TableName, itemOrKey: entry.Update.Key }];
      if (entry.Delete) return [{ table: entry.Delete.TableName, itemOrKey: entry.Delete.Key }];
      return [];
    });
  }
  if (target === 'BatchWriteItem') {
    const byTable = (body.RequestItems ?? {}) as Record<string, { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]>;
    return Object.entries(byTable).flatMap(([name, requests]) =>
      requests.flatMap((request) => {
        const itemOrKey = request.PutRequest?.Item ?? request.DeleteRequest?.Key;
        return itemOrKey ? [{ table: name, itemOrKey }] : [];
      }),
    );
  }
  return [];
}

/**
 * A recorded call's input for the raw replay: the body as sent, less the `ClientRequestToken` the SDK gives every
 * `TransactWriteItems`. DynamoDB answers a token it saw in the last ten minutes as the same transaction, already
 * done, without writing anything: replayed with the route's own token, the raw side would skip the work (and a
 * later call that needs its items, such as a conditional update of the item it creates, would fail). Without it
 * the client sends a fresh one, as the route's own retry would.
 */
export function replayInput(body: Record<string, unknown>): Record<string, unknown> {
  const { ClientRequestToken: _sentToken, ...input } = body;
  return input;
}

/**
 * Installs the recorder on the handlers' shared document client (its `build` step sees the request as sent)
 * and times the process's outgoing `fetch` calls per request.
 */
export function installOperationRecorder(client: DynamoDBDocumentClient, file: string, product: string): void {
  // Pre-images are read with a client of their own, so these reads are neither recorded nor timed.
  let reader: DynamoDBClient | undefined;
  const keyNames = new Map<string, Promise<string[]>>();
  const keysOf = (table: string): Promise<string[]> => {
    reader ??= new DynamoDBClient({});
    const known = keyNames.get(table) ?? reader.send(new DescribeTableCommand({ TableName: table })).then((answer) => (answer.Table?.KeySchema ?? []).map((key) => key.AttributeName ?? ''));
    keyNames.set(table, known);
    return known;
  };
  const preImagesOf = async (target: string, body: Record<string, unknown>): Promise<PreImage[]> => {
    const images: PreImage[] = [];
    for (const { table, itemOrKey } of touchedItems(target, body)) {
      const key = Object.fromEntries((await keysOf(table)).map((name) => [name, itemOrKey[name] as AttributeValue]));
      reader ??= new DynamoDBClient({});
      const answer = await reader.send(new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true }));
      images.push({ table, key, item: answer.Item ?? null });
    }
    return images;
  };

  client.middlewareStack.add(
    (next) => async (args) => {
      const run = runs.getStore();
      if (!run) return next(args);
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      const target = (request.headers?.['x-amz-target'] ?? '').split('.').pop() ?? '';
      const token = run.token;
      // The SDK hands the JSON body as a string or as bytes (its `JsonBytesStringAdapter`).
      const wire = typeof request.body === 'string' ? request.body : request.body instanceof Uint8Array ? new TextDecoder().decode(request.body) : undefined;
      const body = token && wire ? (JSON.parse(wire) as Record<string, unknown>) : undefined;
      const preImages = body && writeTargets.has(target) ? await preImagesOf(target, body) : [];
      // Numbered when sent, so calls made in parallel are replayed in the order they went out.
      const seq = token && body ? (run.seq += 1) : 0;
      const started = performance.now();
      let outcome = 'ok';
      try {
        return await next(args);
      } catch (error) {
        outcome = error instanceof Error ? error.name : 'error';
        throw error;
      } finally {
        run.dynamodbMs += performance.now() - started;
        if (token && body) {
          const line: RecordedOperation = { token, product, seq, target, body, outcome, preImages };
          appendFileSync(file, `${JSON.stringify(line)}\n`);
        }
      }
    },
    { step: 'build', name: 'localOperationRecorder' },
  );

  const originalFetch = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const run = runs.getStore();
    const started = performance.now();
    try {
      return await originalFetch(...args);
    } finally {
      if (run) run.outboundMs += performance.now() - started;
    }
  };
}

/**
 * Times each request's calls through an AWS SDK client class (the SES client the mail module creates on use):
 * its `send` is wrapped on the prototype, so clients made later are timed too.
 */
export function installMailTimer(clientClass: { prototype: { send: (...args: never[]) => Promise<unknown> } }): void {
  const send = clientClass.prototype.send;
  clientClass.prototype.send = async function timedSend(this: unknown, ...args: never[]) {
    const run = runs.getStore();
    const started = performance.now();
    try {
      return await send.apply(this, args);
    } finally {
      if (run) run.mailMs += performance.now() - started;
    }
  };
}

/** Runs one request under the instruments: its record token (if any) and its timers. */
export function runInstrumented<T>(headers: IncomingHttpHeaders, work: (run: RequestRun) => Promise<T>): Promise<T> {
  const raw = headers[recordHeader];
  const token = Array.isArray(raw) ? raw[0] : raw;
  const run: RequestRun = { token: token && /^[\w-]{1,64}$/.test(token) ? token : undefined, seq: 0, dynamodbMs: 0, outboundMs: 0, mailMs: 0 };
  return runs.run(run, () => work(run));
}

/** The `x-aso-timing` value: `name=ms` pairs, to 0.01 ms. */
export function timingValue(parts: Record<string, number>): string {
  return Object.entries(parts)
    .map(([name, ms]) => `${name}=${Math.round(ms * 100) / 100}`)
    .join(';');
}

export function parseTiming(value: string | null | undefined): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const pair of (value ?? '').split(';')) {
    const [name, ms] = pair.split('=');
    if (name && ms !== undefined && Number.isFinite(Number(ms))) parts[name] = Number(ms);
  }
  return parts;
}

export type { RequestRun };
