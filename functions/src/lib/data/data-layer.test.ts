import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, isTransactionCancelled } from '../db/condition-failure';
import { runTransaction, transactWrite } from '../db/transact';
import { Entity, Service } from '.';

type Raw = Record<string, unknown>;
interface Sent {
  name: string;
  input: Raw;
}

/** A stand-in for the document client: answers each command with `answer` and records what was sent. */
function fakeClient(answer: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  const client = {
    send: async (command: { constructor: { name: string }; input: Raw }) => {
      const entry = { name: command.constructor.name, input: command.input };
      sent.push(entry);
      return answer(entry);
    },
  };
  return { client: client as unknown as DynamoDBDocumentClient, sent };
}

function entities(client: DynamoDBDocumentClient) {
  const config = { table: 'T', client };
  const Product = new Entity(
    {
      model: { entity: 'product', version: '1', service: 'shop' },
      attributes: {
        id: { type: 'string', required: true },
        name: { type: 'string', required: true },
        tags: { type: 'set', items: 'string' },
        topProduct: { type: 'boolean', required: true, default: false },
        created_at: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
        newest: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['created_at', 'id'] } },
        top: {
          index: 'gsi3',
          condition: (attributes) => attributes.topProduct === true,
          pk: { field: 'gsi3pk', composite: [] },
          sk: { field: 'gsi3sk', composite: ['created_at', 'id'] },
        },
      },
    },
    config,
  );
  const Category = new Entity(
    {
      model: { entity: 'category', version: '1', service: 'shop' },
      attributes: { id: { type: 'string', required: true } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    },
    config,
  );
  return { Product, Category, tables: new Service({ product: Product, category: Category }) };
}

const stored = (id: string, created = '2026-01-01') => ({
  id,
  name: `Hat ${id}`,
  tags: new Set(['a']),
  topProduct: false,
  created_at: created,
  pk: `$shop#id_${id}`,
  sk: '$product_1',
  gsi1pk: '$shop',
  gsi1sk: `$product_1#created_at_${created}#id_${id}`,
  __edb_e__: 'product',
  __edb_v__: '1',
});

describe('reads', () => {
  test('It should answer an item without its keys and identifiers, sets as arrays, and null for another entity’s item', async () => {
    const items: Record<string, Raw> = {
      '$shop#id_p1': stored('p1'),
      '$shop#id_c1': { id: 'c1', pk: '$shop#id_c1', sk: '$product_1', __edb_e__: 'category', __edb_v__: '1' },
    };
    const { client } = fakeClient((sent) => ({ Item: items[String((sent.input.Key as Raw).pk)] }));
    const { Product } = entities(client);
    const { data } = await Product.get({ id: 'p1' }).go();
    expect(data).toEqual({ id: 'p1', name: 'Hat p1', tags: ['a'], topProduct: false, created_at: '2026-01-01' });
    expect((await Product.get({ id: 'c1' }).go()).data).toBeNull();
    expect((await Product.get({ id: 'none' }).go()).data).toBeNull();
  });

  test('It should ask a batch get for each table key once, as ids differing only in case build one key', async () => {
    const { client, sent } = fakeClient(() => ({ Responses: { T: [stored('p1')] } }));
    const { Product } = entities(client);
    const { data } = await Product.get([{ id: 'p1' }, { id: 'P1' }, { id: 'p1' }, { id: 'p2' }]).go();
    expect(sent).toHaveLength(1);
    expect((sent[0]?.input.RequestItems as Record<string, { Keys: Raw[] }> | undefined)?.T?.Keys).toEqual([
      { pk: '$shop#id_p1', sk: '$product_1' },
      { pk: '$shop#id_p2', sk: '$product_1' },
    ]);
    expect(data.map((item) => item.id)).toEqual(['p1']);
  });

  test('It should read the identifiers along with a projection, so a projected item is still recognised as the entity’s', async () => {
    const { client, sent } = fakeClient((call) => {
      const names = Object.values(call.input.ExpressionAttributeNames as Record<string, string>);
      const item: Raw = stored('p1');
      return { Item: Object.fromEntries(Object.entries(item).filter(([name]) => names.includes(name))) };
    });
    const { Product } = entities(client);
    expect(Product.get({ id: 'p1' }).params({ attributes: ['name'] }).ProjectionExpression).toBe('#pk, #sk, #name');
    expect((await Product.get({ id: 'p1' }).go({ attributes: ['name'] })).data).toEqual({ name: 'Hat p1' });
    expect(sent[0]?.input.ProjectionExpression).toBe('#pk, #sk, #name, #__edb_e__, #__edb_v__');
  });

  test('It should drop other entities’ items from a query and hand back a cursor that resumes where DynamoDB stopped', async () => {
    const last = stored('p2');
    const { client, sent } = fakeClient((call) =>
      call.input.ExclusiveStartKey
        ? { Items: [stored('p3')] }
        : { Items: [stored('p1'), { ...stored('x'), __edb_e__: 'category' }, last], LastEvaluatedKey: { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } },
    );
    const { Product } = entities(client);
    const first = await Product.query.newest({}).go({ order: 'desc', limit: 3 });
    expect(first.data.map((item) => item.id)).toEqual(['p1', 'p2']);
    expect(first.cursor).toEqual(expect.any(String));
    const second = await Product.query.newest({}).go({ order: 'desc', limit: 3, cursor: first.cursor });
    expect(second).toEqual({ data: [expect.objectContaining({ id: 'p3' })], cursor: null });
    expect(sent[1]?.input.ExclusiveStartKey).toEqual({ pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk });
  });

  test('It should read a cursor written before the switch (base64url JSON of the position), keeping only the index’s key fields', async () => {
    const position = { pk: '$shop#id_p9', sk: '$product_1', gsi1pk: '$shop', gsi1sk: '$product_1#created_at_2026#id_p9', extra: 'x' };
    const cursor = Buffer.from(JSON.stringify(position)).toString('base64url');
    const { client, sent } = fakeClient(() => ({ Items: [] }));
    await entities(client).Product.query.newest({}).go({ cursor });
    const { extra: _ignored, ...key } = position;
    expect(sent[0]?.input.ExclusiveStartKey).toEqual(key);
  });

  test('It should stop at `count` items across pages and resume after the last one answered', async () => {
    const { client, sent } = fakeClient((call) =>
      call.input.ExclusiveStartKey ? { Items: [stored('p3'), stored('p4')] } : { Items: [stored('p1'), stored('p2')], LastEvaluatedKey: { pk: 'x' } },
    );
    const { data, cursor } = await entities(client).Product.query.newest({}).go({ count: 3, pages: 'all' });
    expect(data.map((item) => item.id)).toEqual(['p1', 'p2', 'p3']);
    expect(sent).toHaveLength(2);
    const resumeAt: unknown = JSON.parse(Buffer.from(cursor ?? '', 'base64url').toString('utf8'));
    expect(resumeAt).toEqual({ pk: '$shop#id_p3', sk: '$product_1', gsi1pk: '$shop', gsi1sk: '$product_1#created_at_2026-01-01#id_p3' });
  });

  test('It should take items read another way as the entity’s when they carry its identifiers or its key prefixes', () => {
    const { Product } = entities(fakeClient(() => ({})).client);
    const { __edb_e__: _e, __edb_v__: _v, ...legacy } = stored('p2');
    const { data } = Product.parse({ Items: [stored('p1'), legacy, { id: 'c', pk: '$shop#id_c', sk: '$category_1' }] });
    expect(data.map((item) => item.id)).toEqual(['p1', 'p2']);
  });
});

describe('writes', () => {
  test('It should answer a put with the item as written, defaults filled in, keys and identifiers left out', async () => {
    const { client, sent } = fakeClient(() => ({}));
    const { data } = await entities(client).Product.put({ id: 'P1', name: 'Hat', created_at: '2026', tags: ['b'] }).go();
    expect(data).toEqual({ id: 'P1', name: 'Hat', created_at: '2026', tags: ['b'], topProduct: false });
    const item = sent[0]?.input.Item as Raw;
    expect(item).toMatchObject({ pk: '$shop#id_p1', gsi1sk: '$product_1#created_at_2026#id_p1', __edb_e__: 'product', __edb_v__: '1' });
    expect(item.tags).toEqual(new Set(['b']));
    expect(item).not.toHaveProperty('gsi3pk');
  });

  test('It should refuse an item missing a required attribute before sending anything', () => {
    const { client, sent } = fakeClient(() => ({}));
    expect(() => entities(client).Product.put({ id: 'p' } as never).params()).toThrow(/"name"\. Value is required/);
    expect(sent).toEqual([]);
  });

  test('It should remove a sparse index’s keys when an update leaves its condition false', () => {
    const { Product } = entities(fakeClient(() => ({})).client);
    const params = Product.patch({ id: 'p' }).set({ created_at: '2027' }).params();
    expect(params.UpdateExpression).toMatch(/REMOVE #gsi3pk, #gsi3sk$/);
    expect(Product.patch({ id: 'p' }).set({ topProduct: true, created_at: '2027' }).params().UpdateExpression).toContain('#gsi3sk = :gsi3sk_u0');
  });

  test('It should throw a failed condition with the SDK error as its cause', async () => {
    const refused = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    const { client } = fakeClient(() => Promise.reject(refused));
    const write = entities(client).Product.patch({ id: 'p' }).set({ name: 'x' }).go();
    await expect(write).rejects.toMatchObject({ cause: refused });
    expect(isConditionFailure(await write.then(() => undefined, (error: unknown) => error))).toBe(true);
  });
});

describe('transactions', () => {
  test('It should report a cancellation with each item’s reason rather than throw, so transact.ts decides', async () => {
    const cancelled = Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }],
    });
    const { client, sent } = fakeClient(() => Promise.reject(cancelled));
    const { tables } = entities(client);
    const write = () => tables.transaction.write(({ product, category }) => [product.put({ id: 'p', name: 'n', created_at: 'c' }).commit(), category.create({ id: 'c' }).commit()]);
    const outcome = await runTransaction(write());
    expect(outcome).toEqual({
      canceled: true,
      data: [
        { rejected: false, code: 'None', message: undefined, item: null },
        { rejected: true, code: 'ConditionalCheckFailed', message: 'The conditional request failed', item: null },
      ],
    });
    expect(sent[0]?.input.TransactItems).toEqual(write().params().TransactItems);
    const thrown: unknown = await transactWrite(write()).then(() => undefined, (error: unknown) => error);
    expect(isTransactionCancelled(thrown)).toBe(true);
  });

  test('It should resolve uncancelled when DynamoDB took every write, and throw any other error', async () => {
    const ok = entities(fakeClient(() => ({})).client).tables;
    await expect(ok.transaction.write(({ category }) => [category.delete({ id: 'c' }).commit()]).go()).resolves.toMatchObject({ canceled: false });
    const broken = entities(fakeClient(() => Promise.reject(new Error('throttled'))).client).tables;
    await expect(broken.transaction.write(({ category }) => [category.delete({ id: 'c' }).commit()]).go()).rejects.toThrow(/throttled/);
  });
});
