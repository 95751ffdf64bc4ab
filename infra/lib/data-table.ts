import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, type StreamViewType } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition, type TableDefinition } from '../../functions/src/lib/db/table-definition';

export interface DataTableProps {
  /** @default the shared definition in `functions/src/lib/db/table-definition.ts` */
  readonly definition?: TableDefinition;
  /** A change stream (Pay's webhook outbox and the Shop's mail outbox read new items from it). @default none */
  readonly stream?: StreamViewType;
}

/**
 * A product's single DynamoDB table, built from the same definition as the local stack's CreateTable:
 * string keys, all-attribute GSIs, TTL, on-demand billing, point-in-time recovery, kept on stack deletion.
 */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataTableProps = {}) {
    super(scope, id);
    const definition = props.definition ?? tableDefinition;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: definition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: definition.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
      ...(props.stream === undefined ? {} : { stream: props.stream }),
    });
    for (const index of definition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
