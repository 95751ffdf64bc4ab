import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentClient } from '../data/types';

type RawItem = Record<string, unknown>;

/** Rounds of unprocessed items sent again before giving up. */
const maxRounds = 10;

/**
 * Puts items with BatchWriteItem, 25 a call, sending again what DynamoDB left unprocessed after a growing pause.
 * Not atomic: for seeds, backfills and benches, never for a write whose items must go together.
 */
export async function putItems(client: DocumentClient, table: string, items: readonly RawItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; requests.length > 0; round += 1) {
      if (round >= maxRounds) throw new Error(`DynamoDB kept ${requests.length} items unprocessed`);
      if (round > 0) await new Promise((wake) => setTimeout(wake, 50 * round));
      const output = await client.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (output.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
}
