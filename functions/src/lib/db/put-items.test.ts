import type { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putItems } from './put-items';

function fakeClient(unprocessedFirst: number) {
  const calls: number[] = [];
  let leftBehind = unprocessedFirst;
  const client = {
    send: async (command: BatchWriteCommand) => {
      const requests = command.input.RequestItems?.t ?? [];
      calls.push(requests.length);
      const unprocessed = requests.slice(0, leftBehind);
      leftBehind = 0;
      return { UnprocessedItems: unprocessed.length > 0 ? { t: unprocessed } : {} };
    },
  };
  return { client: client as unknown as DynamoDBDocumentClient, calls };
}

describe('putItems', () => {
  test('It should send 25 items a call and send again what DynamoDB left unprocessed', async () => {
    const { client, calls } = fakeClient(3);
    await putItems(client, 't', Array.from({ length: 60 }, (_, n) => ({ pk: `p${n}` })));
    expect(calls).toEqual([25, 3, 25, 10]);
  });

  test('It should give up when items stay unprocessed', async () => {
    const client = { send: async (command: BatchWriteCommand) => ({ UnprocessedItems: command.input.RequestItems }) } as unknown as DynamoDBDocumentClient;
    await expect(putItems(client, 't', [{ pk: 'p' }])).rejects.toThrow('DynamoDB kept 1 items unprocessed');
  });
});
