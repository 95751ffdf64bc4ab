/**
 * Our data layer must write and read exactly what ElectroDB writes and reads: the tables hold items ElectroDB
 * wrote, and ElectroDB's cursors are in clients' hands. For every entity of `shop/db` and `pay/db` this test
 * builds an ElectroDB twin from the entity's own `schema` and compares, case by case (see
 * `electrodb-parity.cases.ts`): the DynamoDB parameters (`.params()`), what `go()` sends and returns for the
 * same raw DynamoDB responses (ElectroDB's cursors included), `parse()` of stored items, and the parameters of
 * the two services' `transaction.write`. Where ElectroDB refuses a call, ours must refuse it too.
 */
import { Entity, Service } from 'electrodb';
import { isConditionFailure, isTransactionCancelled } from '../db/condition-failure';
import { documentClient } from '../db/document-client';
import { tableName } from '../../shop/db/table';
import {
  conditionFailure,
  goCases,
  isEntity,
  isService,
  loadDbModules,
  modulesWithoutEntities,
  parseCases,
  queryCases,
  transactionCases,
  writeCases,
  fullItem,
  minimalItem,
  type GoCase,
  type Params,
  type ParityEntity,
  type RawFailure,
  type RawResponse,
  type ParityService,
  type StoredItems,
  type SyncCase,
} from './electrodb-parity.cases';

// ---------------------------------------------------------------------------------------------------------------
// One fake DynamoDB for both sides: it records each command and answers with the case's raw responses
// ---------------------------------------------------------------------------------------------------------------

interface SentCommand {
  readonly command: string;
  readonly input: unknown;
}

const traffic: { responses: RawResponse[]; sent: SentCommand[] } = { responses: [], sent: [] };

/**
 * A copy made in this realm, as the SDK would build it (`structuredClone` would make its Sets in Node's outer
 * realm, where jest's `instanceof Set` fails). Sets, arrays and plain objects are copied; the rest is shared.
 */
function cloneRaw<T>(value: T): T {
  if (value instanceof Set) return new Set([...value].map(cloneRaw)) as T;
  if (Array.isArray(value)) return value.map(cloneRaw) as T;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, cloneRaw(inner)])) as T;
  }
  return value;
}

/** The SDK's error for a failed request: its name, message and (for a cancelled transaction) the reasons. */
class RawDynamoError extends Error {
  readonly CancellationReasons?: readonly Params[];

  constructor({ failure }: RawFailure) {
    super(failure.message);
    this.name = failure.name;
    if (failure.CancellationReasons) this.CancellationReasons = cloneRaw(failure.CancellationReasons);
  }
}

async function answer(command: { readonly input: unknown }): Promise<Params> {
  traffic.sent.push({ command: command.constructor.name, input: cloneRaw(command.input) });
  const next = traffic.responses.length > 1 ? traffic.responses.shift() : traffic.responses[0];
  if (next && 'failure' in next) throw new RawDynamoError(next as RawFailure);
  return cloneRaw(next ?? {});
}

const fakeClient = { send: answer };

beforeAll(() => {
  // Our entities send through the shared document client; ElectroDB's twins through `fakeClient`.
  jest.spyOn(documentClient, 'send').mockImplementation(answer as never);
});

afterAll(() => {
  jest.restoreAllMocks();
});

const twinOf = (entity: ParityEntity): ParityEntity => new Entity(entity.schema as never, { table: tableName(), client: fakeClient }) as unknown as ParityEntity;

// ---------------------------------------------------------------------------------------------------------------
// Discovery: every module's entities and services
// ---------------------------------------------------------------------------------------------------------------

const modules = loadDbModules();

interface FoundEntity {
  readonly label: string;
  readonly entity: ParityEntity;
  readonly twin: ParityEntity;
}

const entities: FoundEntity[] = modules.flatMap((module) =>
  Object.entries(module.exports)
    .filter((entry): entry is [string, ParityEntity] => isEntity(entry[1]))
    .map(([exportName, entity]) => ({ label: `${module.name} ${exportName}`, entity, twin: twinOf(entity) })),
);

const services: { label: string; service: ParityService }[] = modules.flatMap((module) =>
  Object.entries(module.exports)
    .filter((entry): entry is [string, ParityService] => isService(entry[1]))
    .map(([exportName, service]) => ({ label: `${module.name} ${exportName}`, service })),
);

describe('entity discovery', () => {
  test.each(modules.map((module) => [module.name, module] as const))('%s exports an entity unless it is a known non-entity module', (name, module) => {
    const found = Object.values(module.exports).filter(isEntity).length;
    if (modulesWithoutEntities.has(name)) expect(found).toBe(0);
    else expect(found).toBeGreaterThan(0);
  });

  test('finds the entities of both apps and their two services', () => {
    expect(entities.length).toBeGreaterThanOrEqual(44);
    expect(services.map((found) => found.label).sort()).toEqual(['pay/pay-service payService', 'shop/transaction shopTables']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------------------------------------------

/** ElectroDB's result is the expectation; where ElectroDB throws, ours must throw. */
function expectSameResult(run: () => unknown, runTwin: () => unknown): void {
  let expected: unknown;
  try {
    expected = runTwin();
  } catch {
    expect(run).toThrow();
    return;
  }
  expect(run()).toStrictEqual(expected);
}

/** What our code reads of a failed write: `lib/db/condition-failure` must classify both errors alike. */
const failureSeenAs = (error: unknown) => ({ rejected: true, conditionFailure: isConditionFailure(error), transactionCancelled: isTransactionCancelled(error) });

async function observe(responses: readonly RawResponse[], run: () => Promise<unknown>): Promise<{ sent: SentCommand[]; result: unknown }> {
  traffic.responses = [...responses];
  traffic.sent = [];
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    // A refusal before any request (ElectroDB's validation) is compared as "throws"; a DynamoDB error as seen.
    if (traffic.sent.length === 0) throw error;
    result = failureSeenAs(error);
  }
  return { sent: traffic.sent, result };
}

async function expectSameGo(goCase: GoCase, found: FoundEntity): Promise<void> {
  const previous: { cursor?: unknown } = {};
  if (goCase.cursorFrom) {
    const { cursorFrom } = goCase;
    const first = await observe(cursorFrom.responses, () => cursorFrom.run(found.twin));
    previous.cursor = (first.result as { cursor?: unknown }).cursor;
    expect(typeof previous.cursor).toBe('string');
  }
  let expected: { sent: SentCommand[]; result: unknown };
  try {
    expected = await observe(goCase.responses, () => goCase.run(found.twin, previous));
  } catch {
    await expect(observe(goCase.responses, () => goCase.run(found.entity, previous))).rejects.toBeDefined();
    return;
  }
  // ElectroDB turns its cursor back into the key DynamoDB gave: ours must send that same ExclusiveStartKey.
  if (goCase.cursorFrom) expect(expected.sent[0]?.input).toMatchObject({ ExclusiveStartKey: expect.any(Object) });
  // The failure cases mean something only if ElectroDB's error reads as a failed condition to our code.
  if (goCase.responses.includes(conditionFailure)) expect(expected.result).toMatchObject({ conditionFailure: true });
  const got = await observe(goCase.responses, () => goCase.run(found.entity, previous));
  if (goCase.askedFor) {
    // The retry in `order-service` sends these back: they must be the caller's keys, not lower-cased copies.
    expect(unprocessedOf(got.result).length).toBeGreaterThan(0);
    for (const key of unprocessedOf(got.result)) expect(goCase.askedFor).toContainEqual(key);
  }
  expect(comparable(got)).toStrictEqual(comparable(expected));
}

/**
 * An observation as far as DynamoDB and our code can tell two apart. Three differences are left out, each
 * invisible to both: a command member set to `undefined` (ElectroDB's `ExclusiveStartKey` on a first page; the
 * SDK never serialises it), the member order of a cursor's JSON (the cursor is compared as the key it decodes
 * to), and the case of a batch get's unprocessed keys (ElectroDB re-reads them from the lower-cased key
 * strings; ours answers the caller's own keys, checked above).
 */
function comparable(observed: { sent: SentCommand[]; result: unknown }): unknown {
  return { sent: withoutUndefined(observed.sent), result: comparableResult(observed.result) };
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (typeof value !== 'object' || value === null) return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .map(([name, inner]) => [name, withoutUndefined(inner)]),
  );
}

function comparableResult(result: unknown): unknown {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return result;
  const fields: Record<string, unknown> = { ...result };
  if (typeof fields.cursor === 'string') fields.cursor = JSON.parse(Buffer.from(fields.cursor, 'base64url').toString('utf8')) as unknown;
  if (Array.isArray(fields.unprocessed)) fields.unprocessed = fields.unprocessed.map(lowerCased);
  return fields;
}

function unprocessedOf(result: unknown): unknown[] {
  if (typeof result !== 'object' || result === null || !('unprocessed' in result)) return [];
  return Array.isArray(result.unprocessed) ? result.unprocessed : [];
}

function lowerCased(value: unknown): unknown {
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, lowerCased(inner)]));
}

/**
 * Transaction items carry ElectroDB's commit marker under a symbol key (a function, so never equal across two
 * entities). DynamoDB never sees symbol keys; the comparison leaves them out and keeps everything else.
 */
function withoutSymbolKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSymbolKeys);
  if (typeof value !== 'object' || value === null) return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withoutSymbolKeys(inner)]));
}

const tryParams = (run: () => Params): Params | undefined => {
  try {
    return run();
  } catch {
    return undefined;
  }
};

/** What DynamoDB holds for an entity: ElectroDB's own put of the sample items. */
function storedItemsOf(twin: ParityEntity): StoredItems {
  const itemOf = (item: Params) => tryParams(() => twin.put(item).params())?.Item as Params | undefined;
  const full = itemOf(fullItem(twin.schema, 0));
  const alternate = itemOf(fullItem(twin.schema, 1));
  if (!full || !alternate) throw new Error(`ElectroDB cannot put the sample items of ${twin.schema.model.entity}`);
  return { full, alternate, minimal: itemOf(minimalItem(twin.schema)), awkward: itemOf(fullItem(twin.schema, 2)) };
}

// ---------------------------------------------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------------------------------------------

const syncTable = (found: FoundEntity, cases: SyncCase[]) => cases.map((entry) => [entry.name, entry, found] as const);

describe.each(entities.map((found) => [found.label, found] as const))('%s', (_label, found) => {
  const stored = storedItemsOf(found.twin);

  test.each(syncTable(found, writeCases(found.entity.schema)))('%s', (_name, entry, { entity, twin }) => {
    expectSameResult(() => entry.run(entity), () => entry.run(twin));
  });

  test.each(syncTable(found, queryCases(found.entity.schema)))('%s', (_name, entry, { entity, twin }) => {
    expectSameResult(() => entry.run(entity), () => entry.run(twin));
  });

  test.each(syncTable(found, parseCases(stored)))('%s', (_name, entry, { entity, twin }) => {
    expectSameResult(() => entry.run(entity), () => entry.run(twin));
  });

  test.each(goCases(found.entity.schema, stored, tableName()).map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    await expectSameGo(entry, found);
  });
});

describe.each(services.map((found) => [found.label, found.service] as const))('%s transaction.write', (_label, service) => {
  const twinService = new Service(
    Object.fromEntries(Object.entries(service.entities).map(([name, entity]) => [name, twinOf(entity)])) as never,
    { table: tableName(), client: fakeClient },
  ) as unknown as ParityService;

  const cases = Object.entries(service.entities).flatMap(([name, entity]) => transactionCases(name, entity.schema));
  test.each(cases.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    expectSameResult(
      () => withoutSymbolKeys(service.transaction.write(entry.build).params()),
      () => withoutSymbolKeys(twinService.transaction.write(entry.build).params()),
    );
  });

  const cancelled = (reasons: string[]): RawFailure => ({
    failure: {
      name: 'TransactionCanceledException',
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.join(', ')}]`,
      CancellationReasons: reasons.map((code) => (code === 'None' ? { Code: code } : { Code: code, Message: `${code} happened` })),
    },
  });
  const twoWrites = (writers: Record<string, ParityEntity>) =>
    Object.entries(service.entities).slice(0, 2).flatMap(([name, entity]) => transactionCases(name, entity.schema)[0]?.build(writers) ?? []);
  test.each([
    ['succeeds', [{}]],
    ['is cancelled by a failed condition', [cancelled(['None', 'ConditionalCheckFailed'])]],
    ['is cancelled by a conflict', [cancelled(['TransactionConflict', 'None'])]],
  ] as const)('transaction go %s', async (_name, responses) => {
    const expected = await observe(responses, () => twinService.transaction.write(twoWrites).go());
    const got = await observe(responses, () => service.transaction.write(twoWrites).go());
    expect(withoutSymbolKeys(got)).toStrictEqual(withoutSymbolKeys(expected));
  });

  test('one transaction across every entity of the service', () => {
    const build = (writers: Record<string, ParityEntity>) =>
      Object.entries(service.entities).flatMap(([name, entity]) => transactionCases(name, entity.schema)[0]?.build(writers) ?? []);
    expectSameResult(
      () => withoutSymbolKeys(service.transaction.write(build).params()),
      () => withoutSymbolKeys(twinService.transaction.write(build).params()),
    );
  });
});
