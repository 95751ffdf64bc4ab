import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { ConflictError } from '../../lib/http/errors';
import { Category, type CategoryItem } from '../db/category';
import { productBatchOf, type ProductItem } from '../db/product';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { batchThatFits, searchTermChanges, searchTermWrites } from '../shared/search-index';

/** Products read per batch: each batch is as many as fit one transaction with their search terms and the audit entry. */
const renameBatchSize = 50;
/** Rounds whose batch was refused (a product changed meanwhile) before giving up for now. */
const maxRefusedRounds = 5;

type Renaming = CategoryItem & { renamingFromKey: string };

export function isRenaming(category: CategoryItem): category is Renaming {
  return category.renamingFromKey !== undefined;
}

/**
 * Moves one batch of the products still under the old name to the category's current name: their category
 * fields, index keys and search terms, one transaction with its audit entry; the counts do not change (same
 * category). Answers how many moved, 0 when none is left, or -1 when the batch was refused and must be read again.
 */
async function moveProductBatch(actorId: string, category: Renaming): Promise<number> {
  const from = category.renamingFromKey;
  const renamed = (product: ProductItem): ProductItem => ({ ...product, category: category.name });
  const read = await productBatchOf(from, renameBatchSize);
  const batch = batchThatFits(read, 1, (product) => {
    const changes = searchTermChanges(product, renamed(product));
    return changes.deletes.length + changes.puts.length;
  });
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
              // The index sort keys are rebuilt with the new partition keys, so the update needs their parts.
              created_at: product.created_at,
              amount: product.amount,
            })
            // As read: the search terms below are the difference from this name and category.
            .where((attr, op) => `${op.eq(attr.categoryKey, from)} AND ${op.eq(attr.name, product.name)} AND ${op.eq(attr.category, product.category)}`)
            .commit(),
        ),
        ...batch.flatMap((product) => searchTermWrites(writers, product, renamed(product))),
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
