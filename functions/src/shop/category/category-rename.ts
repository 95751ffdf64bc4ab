import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { ConflictError } from '../../lib/http/errors';
import { Category, type CategoryItem } from '../db/category';
import { productBatchOf, productSearchText } from '../db/product';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';

/** Products moved per transaction: the batch and its audit entry (DynamoDB allows 100 items). */
const renameBatchSize = 50;
/** Rounds whose batch was refused (a product changed meanwhile) before giving up for now. */
const maxRefusedRounds = 5;

type Renaming = CategoryItem & { renamingFromKey: string };

export function isRenaming(category: CategoryItem): category is Renaming {
  return category.renamingFromKey !== undefined;
}

/**
 * Moves one batch of the products still under the old name to the category's current name: their category
 * fields and index keys, one transaction with its audit entry; the counts do not change (same category).
 * Answers how many moved, 0 when none is left, or -1 when the batch was refused and must be read again.
 */
async function moveProductBatch(actorId: string, category: Renaming): Promise<number> {
  const from = category.renamingFromKey;
  const batch = await productBatchOf(from, renameBatchSize);
  if (batch.length === 0) return 0;
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        ...batch.map((product) =>
          writers.product
            .patch({ id: product.id })
            .set({
              category: category.name,
              categoryKey: category.nameKey,
              searchText: productSearchText(product.name, category.name),
              // The index sort keys are rebuilt with the new partition keys, so ElectroDB needs their parts.
              created_at: product.created_at,
              amount: product.amount,
            })
            .where((attr, op) => op.eq(attr.categoryKey, from))
            .commit(),
        ),
        auditWrite(writers, {
          actorId,
          entity: 'category',
          entityId: category.id,
          action: 'rename-products',
          before: { category: batch[0]?.category },
          after: { category: category.name, products: batch.length },
        }),
      ]),
    );
  } catch (error) {
    if (isTransactionCancelled(error)) return -1;
    throw error;
  }
  return batch.length;
}

/**
 * Finishes a rename: moves the products still under the old name in batches, then clears the mark. Interrupted
 * (a timeout, a refused batch), the category keeps its mark and the next update or delete resumes here.
 */
export async function finishRename(actorId: string, category: Renaming): Promise<CategoryItem> {
  let refused = 0;
  for (;;) {
    const moved = await moveProductBatch(actorId, category);
    if (moved === 0) break;
    refused = moved < 0 ? refused + 1 : 0;
    if (refused >= maxRefusedRounds) throw new ConflictError('Some products of this category are still being renamed; please save again');
  }
  try {
    await Category.patch({ id: category.id })
      .remove(['renamingFromKey'])
      .where((attr, op) => op.eq(attr.renamingFromKey, category.renamingFromKey))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { renamingFromKey: _done, ...renamed } = category;
  return renamed;
}
