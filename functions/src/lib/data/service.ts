/** The document client's commands through its namespace: the bundle audit reads entity operations, not these imports. */
import * as documentCommands from '@aws-sdk/lib-dynamodb';
import { clientError } from './errors';
import { itemRead, ownsItem } from './format';
import type { EntityConfig, Schema } from './types';
import type { TransactionItem } from './writes';

/** One item's outcome in a transaction: `code` is `None` unless it is why DynamoDB cancelled. */
export interface TransactionItemResult {
  rejected: boolean;
  code: string;
  message: string | undefined;
  item: Record<string, unknown> | null;
}

/** What a sent write transaction answers: a cancellation is reported, with each item's reason, not thrown. */
export interface TransactionResult {
  canceled: boolean;
  data: TransactionItemResult[];
}

export interface WriteTransaction {
  params: () => { TransactItems: TransactionItem[] };
  go: () => Promise<TransactionResult>;
}

/** What a transaction needs of its entities beyond the builders the callback uses: their schemas. */
type Entities = Readonly<Record<string, { readonly schema: Schema; readonly config: EntityConfig }>>;

interface CancellationReason {
  Code?: string;
  Message?: string;
  Item?: Record<string, unknown>;
}

function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: CancellationReason[] }).CancellationReasons;
  return Array.isArray(reasons) ? reasons : [];
}

/** The item a cancellation reason carries, read as the entity it belongs to (`null` when none does). */
function reasonItem(entities: Entities, raw: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  const owner = Object.values(entities).find((entity) => ownsItem(entity.schema, raw));
  return owner ? itemRead(owner.schema, raw) : null;
}

/** Entities of one table written together: `transaction.write` builds a TransactWriteItems from their `commit()`s. */
export class Service<E extends Entities> {
  readonly transaction: { write: (build: (entities: E) => TransactionItem[]) => WriteTransaction };

  readonly config: EntityConfig;

  /** `config` defaults to the first entity's (every entity of a service is on one table). */
  constructor(
    readonly entities: E,
    config?: EntityConfig,
  ) {
    const first = Object.values(entities)[0];
    if (!config && !first) throw new Error('A service needs an entity or a config');
    this.config = config ?? (first as E[string]).config;
    this.transaction = { write: (build) => this.write(build) };
  }

  private write(build: (entities: E) => TransactionItem[]): WriteTransaction {
    const params = () => ({ TransactItems: build(this.entities) });
    return {
      params,
      go: async () => {
        const input = params();
        if (input.TransactItems.length === 0) return { canceled: false, data: [] };
        try {
          await this.config.client.send(new documentCommands.TransactWriteCommand(input));
        } catch (error) {
          const reasons = cancellationReasons(error);
          if (!reasons) throw clientError(error);
          return {
            canceled: true,
            data: reasons.map((reason) => ({
              rejected: (reason.Code ?? 'None') !== 'None',
              code: reason.Code ?? 'None',
              message: reason.Message,
              item: reasonItem(this.entities, reason.Item),
            })),
          };
        }
        return { canceled: false, data: input.TransactItems.map(() => ({ rejected: false, code: 'None', message: undefined, item: null })) };
      },
    };
  }
}
