import { installMailTimer, parseTiming, replayInput, runInstrumented, timingValue, touchedItems } from './operation-recorder';

describe('touchedItems', () => {
  it('names the table and item or key of every write, and nothing for reads', () => {
    const key = { pk: { S: 'a' }, sk: { S: 'b' } };
    expect(touchedItems('PutItem', { TableName: 't', Item: { ...key, name: { S: 'x' } } })).toEqual([{ table: 't', itemOrKey: { ...key, name: { S: 'x' } } }]);
    expect(touchedItems('UpdateItem', { TableName: 't', Key: key })).toEqual([{ table: 't', itemOrKey: key }]);
    expect(
      touchedItems('TransactWriteItems', {
        TransactItems: [{ Put: { TableName: 't', Item: key } }, { ConditionCheck: { TableName: 't', Key: key } }, { Update: { TableName: 'u', Key: key } }, { Delete: { TableName: 'v', Key: key } }],
      }),
    ).toEqual([
      { table: 't', itemOrKey: key },
      { table: 'u', itemOrKey: key },
      { table: 'v', itemOrKey: key },
    ]);
    expect(touchedItems('BatchWriteItem', { RequestItems: { t: [{ PutRequest: { Item: key } }, { DeleteRequest: { Key: key } }] } })).toHaveLength(2);
    expect(touchedItems('Query', { TableName: 't' })).toEqual([]);
  });
});

describe('x-aso-timing', () => {
  it('round-trips name=ms pairs to 0.01 ms and ignores junk', () => {
    const value = timingValue({ gateway: 1.23456, auth: 0, handler: 10 });
    expect(value).toBe('gateway=1.23;auth=0;handler=10');
    expect(parseTiming(`${value};bad;x=y`)).toEqual({ gateway: 1.23, auth: 0, handler: 10 });
    expect(parseTiming(null)).toEqual({});
  });
});

describe('replayInput', () => {
  it("drops the route's ClientRequestToken (DynamoDB would answer the replay as already done) and keeps the rest", () => {
    const items = [{ Put: { TableName: 't', Item: { pk: { S: 'a' } } } }];
    const sent = { TransactItems: items, ClientRequestToken: 'token-of-the-route' };
    expect(replayInput(sent)).toEqual({ TransactItems: items });
    expect(sent.ClientRequestToken).toBe('token-of-the-route');
    expect(replayInput({ TableName: 't', Key: { pk: { S: 'a' } } })).toEqual({ TableName: 't', Key: { pk: { S: 'a' } } });
  });
});

describe('installMailTimer', () => {
  it("adds each client's send time to the request that made it, clients made after it included, and answers as before", async () => {
    class FakeClient {
      async send(value: number): Promise<number> {
        await new Promise((wake) => setTimeout(wake, 30));
        return value * 2;
      }
    }
    installMailTimer(FakeClient as unknown as { prototype: { send: (...args: never[]) => Promise<unknown> } });
    const run = await runInstrumented({}, async (instruments) => {
      expect(await new FakeClient().send(21)).toBe(42);
      return instruments;
    });
    expect(run.mailMs).toBeGreaterThanOrEqual(25);
    expect(run.dynamodbMs).toBe(0);
    await expect(new FakeClient().send(1)).resolves.toBe(2);
  });
});
