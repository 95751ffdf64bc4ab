import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './document-client';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The parameters ElectroDB builds for single-item writes, as they go into one transaction. */
export interface WriteParams {
  TableName?: string;
  Item?: Record<string, unknown>;
  Key?: Record<string, unknown>;
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

function toTransactItem(params: WriteParams): TransactItem {
  const shared = {
    TableName: params.TableName,
    ...(params.ConditionExpression ? { ConditionExpression: params.ConditionExpression } : {}),
    ...(params.ExpressionAttributeNames ? { ExpressionAttributeNames: params.ExpressionAttributeNames } : {}),
    ...(params.ExpressionAttributeValues && Object.keys(params.ExpressionAttributeValues).length > 0
      ? { ExpressionAttributeValues: params.ExpressionAttributeValues }
      : {}),
  };
  if (params.Item) return { Put: { ...shared, Item: params.Item } } as TransactItem;
  if (params.UpdateExpression && params.Key) {
    return { Update: { ...shared, Key: params.Key, UpdateExpression: params.UpdateExpression } } as TransactItem;
  }
  if (params.Key) return { Delete: { ...shared, Key: params.Key } } as TransactItem;
  throw new Error('Unsupported write in a transaction');
}

/**
 * Writes several items all-or-nothing (TransactWriteItems). Counters and the items they count always go
 * through here together.
 */
export async function transactWrite(writes: readonly WriteParams[], clientRequestToken?: string): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: writes.map(toTransactItem),
      ...(clientRequestToken ? { ClientRequestToken: clientRequestToken } : {}),
    }),
  );
}
