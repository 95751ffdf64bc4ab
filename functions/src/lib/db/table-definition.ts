import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The one definition of a product's DynamoDB table (keys, generic GSIs, TTL). The CDK stacks and the
 * local stack's CreateTable both derive from it, so the two can never drift. Both the Shop and Pay tables
 * use this layout; each product's entities document their own access patterns.
 */
export interface IndexDefinition {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
}

export interface TableDefinition {
  readonly partitionKey: string;
  readonly sortKey: string;
  readonly indexes: readonly IndexDefinition[];
  readonly timeToLiveAttribute: string;
}

const genericIndexes = [1, 2, 3, 4, 5].map((n) => ({
  name: `gsi${n}`,
  partitionKey: `gsi${n}pk`,
  sortKey: `gsi${n}sk`,
}));

export const tableDefinition: TableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: genericIndexes,
  timeToLiveAttribute: 'expiresAt',
};

/** CreateTable input for DynamoDB Local (on-demand billing, every key a string, all attributes projected). */
export function createTableInput(tableName: string, definition: TableDefinition = tableDefinition): CreateTableCommandInput {
  const keyNames = [
    definition.partitionKey,
    definition.sortKey,
    ...definition.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: definition.partitionKey, KeyType: 'HASH' },
      { AttributeName: definition.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: definition.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}
