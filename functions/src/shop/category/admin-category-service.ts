import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { newId } from '../../lib/ids/ids';
import { Category, categoryKeyOf, findCategoryByName, type CategoryItem } from '../db/category';
import { productBatchOf } from '../db/product';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { batchThatFits, searchTermChanges, searchTermWrites } from '../shared/search-index';
import { deleteImages, productImageKeys } from '../shared/image-store';
import type { Category as CategoryView, CategoryInput, DeletedCategory } from './contract';
import { finishRename, isRenaming } from './category-rename';
import { toCategoryView } from './category-service';

/**
 * Products read per batch: each batch is as many of them as fit one transaction (DynamoDB allows 100) with their
 * search terms and the two counters.
 */
export const deleteBatchSize = 50;
/** Rounds with nothing found while the count says products remain (an index catching up) before giving up for now. */
const maxEmptyRounds = 5;

function categorySummary(item: Pick<CategoryItem, 'name' | 'description' | 'imageKey'> & { productCount?: number }): Record<string, unknown> {
  return { name: item.name, description: item.description, imageKey: item.imageKey, productCount: item.productCount };
}

async function loadCategory(id: string): Promise<CategoryItem> {
  const { data } = await Category.get({ id }).go({ consistent: true });
  if (!data) throw new NotFoundError('Category not found');
  return data;
}

async function refuseTakenName(name: string, exceptId?: string): Promise<void> {
  const existing = await findCategoryByName(name);
  if (existing && existing.id !== exceptId) throw new ConflictError(`A category named ${existing.name} already exists`);
}

/** `POST /admin/category/add-category` */
export async function addCategory(actorId: string, input: CategoryInput): Promise<CategoryView> {
  await refuseTakenName(input.name);
  const item: CategoryItem = {
    id: newId(),
    name: input.name,
    nameKey: categoryKeyOf(input.name),
    imageKey: input.imageKey,
    description: input.description,
    created_at: new Date().toISOString(),
    productCount: 0,
  };
  await transactWrite(
    shopTables.transaction.write((writers) => [
      writers.category.create(item).commit(),
      auditWrite(writers, { actorId, entity: 'category', entityId: item.id, action: 'add', after: categorySummary(item) }, item.created_at),
    ]),
  );
  return toCategoryView(item);
}

/**
 * `POST /admin/category/update-category`: cover, description and name. A replaced cover leaves storage, with its
 * variants, once the change has committed. Products carry their category's name
 * in their index keys, so a rename marks the category (`renamingFromKey`, audited with the change) and then
 * moves its products in batches; a rename left unfinished is resumed by the next update (or delete) first.
 */
export async function updateCategory(actorId: string, input: CategoryInput & { id: string }): Promise<CategoryView> {
  let category = await loadCategory(input.id);
  if (category.deletingSince) throw new NotFoundError('Category not found');
  if (isRenaming(category)) category = await finishRename(actorId, category);
  const renamed = categoryKeyOf(input.name) !== category.nameKey;
  if (renamed) await refuseTakenName(input.name, category.id);
  const changes = { name: input.name, nameKey: categoryKeyOf(input.name), imageKey: input.imageKey, description: input.description };
  const before = category;
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.category
          .patch({ id: category.id })
          .set(renamed ? { ...changes, renamingFromKey: category.nameKey } : changes)
          .where((attr, op) => [op.notExists(attr.deletingSince), op.notExists(attr.renamingFromKey), op.eq(attr.nameKey, before.nameKey)].join(' AND '))
          .commit(),
        auditWrite(writers, { actorId, entity: 'category', entityId: category.id, action: 'update', before: categorySummary(before), after: categorySummary({ ...changes, productCount: before.productCount }) }),
      ]),
    );
  } catch (error) {
    if (isTransactionCancelled(error)) throw new ConflictError('This category changed meanwhile; reload and try again');
    throw error;
  }
  const updated = { ...category, ...changes };
  // The replaced cover (with its variants) once the new one is saved; best effort, as for deletes.
  if (before.imageKey !== changes.imageKey) await deleteImages([before.imageKey]);
  if (renamed) await finishRename(actorId, { ...updated, renamingFromKey: before.nameKey });
  return toCategoryView(updated);
}

/** Removes one batch of the category's products with the matching counter changes; how many went. */
async function deleteProductBatch(category: CategoryItem): Promise<number> {
  const read = await productBatchOf(category.nameKey, deleteBatchSize);
  const batch = batchThatFits(read, 2, (product) => searchTermChanges(product, undefined).deletes.length);
  if (batch.length === 0) return 0;
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        // Only while the product is still in this category: one moved out meanwhile is counted in its new category.
        ...batch.map((product) =>
          writers.product
            .delete({ id: product.id })
            .where((attr, op) => `${op.exists(attr.id)} AND ${op.eq(attr.categoryKey, category.nameKey)}`)
            .commit(),
        ),
        ...batch.flatMap((product) => searchTermWrites(writers, product, undefined)),
        writers.category.update({ id: category.id }).add({ productCount: -batch.length }).commit(),
        writers.dashboardCounter.update({ name: 'products' }).add({ value: -batch.length }).commit(),
      ]),
    );
  } catch (error) {
    // A product of the batch went or moved meanwhile: nothing was written; the next round reads again.
    if (isTransactionCancelled(error)) return 0;
    throw error;
  }
  await deleteImages(batch.flatMap(productImageKeys));
  return batch.length;
}

/**
 * `POST /admin/category/delete-category`: the category and every product in it (SPEC §6). The category is
 * first marked as being deleted (hidden, closed to new products, audited), then its products go in batches,
 * each batch one transaction with both counters, and the category itself last, once its count is zero.
 * Interrupted, it is never half visible: calling delete again resumes where it stopped. Images leave storage
 * after the writes that dropped them commit (each batch's products', then the cover), best effort.
 */
export async function deleteCategory(actorId: string, id: string): Promise<DeletedCategory> {
  let category = await loadCategory(id);
  // Products still under a previous name would be out of the batches' reach: finish moving them first.
  if (isRenaming(category)) category = await finishRename(actorId, category);
  if (!category.deletingSince) {
    const at = new Date().toISOString();
    const marking = category;
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.category.patch({ id }).set({ deletingSince: at }).where((attr, op) => op.exists(attr.id)).commit(),
        auditWrite(writers, { actorId, entity: 'category', entityId: id, action: 'delete', before: categorySummary(marking) }, at),
      ]),
    );
    category = { ...category, deletingSince: at };
  }
  let productsDeleted = 0;
  let emptyRounds = 0;
  while (category.productCount > 0) {
    const removed = await deleteProductBatch(category);
    productsDeleted += removed;
    emptyRounds = removed === 0 ? emptyRounds + 1 : 0;
    if (emptyRounds >= maxEmptyRounds) throw new ConflictError('Some products of this category are still being removed; please try the delete again');
    category = await loadCategory(id);
  }
  try {
    await Category.delete({ id }).where((attr, op) => op.eq(attr.productCount, 0)).go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError('Some products of this category are still being removed; please try the delete again');
  }
  await deleteImages([category.imageKey]);
  return { id, productsDeleted };
}
