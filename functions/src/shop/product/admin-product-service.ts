import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http/errors';
import { findCategoryByKey, findCategoryByName } from '../db/category';
import { Product, type ProductItem } from '../db/product';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { searchTermWrites } from '../shared/search-index';
import { deleteImages, productImageKeys } from '../shared/image-store';
import type { Product as ProductView, ProductInput } from './contract';
import { createProduct, productSummary, toProductView } from './product-service';

/** `POST /admin/product/add-product` */
export function addProduct(actorId: string, input: ProductInput): Promise<ProductView> {
  return createProduct(input, actorId);
}

async function loadProduct(id: string): Promise<ProductItem> {
  const { data } = await Product.get({ id }).go({ consistent: true });
  if (!data) throw new NotFoundError('Product not found');
  return data;
}

/**
 * `POST /admin/product/update-product`: the whole product again. A category change moves one from the old
 * category's count to the new one's in the same transaction as the product, conditional on the category
 * the product was read in, so a concurrent move never counts twice; its search terms change in it too.
 */
export async function updateProduct(actorId: string, input: ProductInput & { id: string }): Promise<ProductView> {
  const product = await loadProduct(input.id);
  const category = await findCategoryByName(input.category);
  if (!category || category.deletingSince) throw new BadRequestError('select category');
  const previous = category.nameKey !== product.categoryKey ? await findCategoryByKey(product.categoryKey) : undefined;
  // A product not yet moved by its category's rename changes key but stays in the same category (same counts).
  const moved = category.nameKey !== product.categoryKey && previous?.id !== category.id;
  const changes = {
    name: input.name,
    description: input.description,
    amount: input.amount,
    category: category.name,
    categoryKey: category.nameKey,
    coverImageKey: input.coverImageKey,
    imageKeys: input.imageKeys,
    topProduct: input.topProduct,
    created_at: product.created_at,
  };
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.product
          .patch({ id: product.id })
          .set(changes)
          // As read: the search terms below are the difference from this name, category and price.
          .where((attr, op) => `${op.eq(attr.categoryKey, product.categoryKey)} AND ${op.eq(attr.name, product.name)} AND ${op.eq(attr.amount, product.amount)}`)
          .commit(),
        ...searchTermWrites(writers, product, { ...product, ...changes }),
        ...(moved
          ? [
              writers.category
                .update({ id: category.id })
                .add({ productCount: 1 })
                .where((attr, op) => `${op.exists(attr.id)} AND ${op.eq(attr.nameKey, category.nameKey)} AND ${op.notExists(attr.deletingSince)}`)
                .commit(),
              ...(previous ? [writers.category.update({ id: previous.id }).add({ productCount: -1 }).where((attr, op) => op.exists(attr.id)).commit()] : []),
            ]
          : []),
        auditWrite(writers, { actorId, entity: 'product', entityId: product.id, action: 'update', before: productSummary(product), after: productSummary(changes) }),
      ]),
    );
  } catch (error) {
    if (isTransactionCancelled(error)) throw new ConflictError('This product changed or its category is being deleted; reload and try again');
    throw error;
  }
  // Photos the product no longer shows (a replaced cover, a removed gallery image) leave the bucket, as on delete.
  const kept = new Set(productImageKeys(changes));
  await deleteImages(productImageKeys(product).filter((key) => !kept.has(key)));
  return toProductView({ ...product, ...changes });
}

/**
 * `POST /admin/product/delete-product`: the product and its search terms, its category's count and the dashboard's,
 * one transaction; then, once that has committed, its images (best effort: a failed image delete is logged, never an error).
 */
export async function deleteProduct(actorId: string, id: string): Promise<void> {
  const product = await loadProduct(id);
  const category = await findCategoryByKey(product.categoryKey);
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.product
          .delete({ id })
          .where((attr, op) => `${op.exists(attr.id)} AND ${op.eq(attr.categoryKey, product.categoryKey)}`)
          .commit(),
        ...searchTermWrites(writers, product, undefined),
        ...(category ? [writers.category.update({ id: category.id }).add({ productCount: -1 }).where((attr, op) => op.exists(attr.id)).commit()] : []),
        writers.dashboardCounter.update({ name: 'products' }).add({ value: -1 }).commit(),
        auditWrite(writers, { actorId, entity: 'product', entityId: id, action: 'delete', before: productSummary(product) }),
      ]),
    );
  } catch (error) {
    if (isTransactionCancelled(error)) throw new NotFoundError('Product not found');
    throw error;
  }
  await deleteImages(productImageKeys(product));
}
