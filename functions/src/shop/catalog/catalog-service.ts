import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Category as CategoryView } from '../category/contract';
import type { Product as ProductView, ProductSort } from '../product/contract';
import { Category, type CategoryItem } from '../db/category';
import { Product, type ProductItem } from '../db/product';
import { tableName } from '../db/table';
import { documentClient } from '../../lib/db/document-client';
import { queryPage } from '../../lib/db/paged-query';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { newId } from '../../lib/ids/ids';
import { transactWrite } from '../../lib/db/transact';
import { imageUrl } from './image-url';

export function toCategoryView(item: CategoryItem): CategoryView {
  return {
    id: item.id,
    name: item.name,
    image: imageUrl(item.imageKey),
    description: item.description,
    created_at: item.created_at,
    productCount: item.productCount,
  };
}

export function toProductView(item: ProductItem): ProductView {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    amount: item.amount,
    category: item.category,
    coverImage: imageUrl(item.coverImageKey),
    images: item.imageKeys.map(imageUrl),
    topProduct: item.topProduct,
    created_at: item.created_at,
  };
}

export function categoryKeyOf(name: string): string {
  return name.trim().toLowerCase();
}

export async function listCategories(): Promise<CategoryView[]> {
  const { data } = await Category.query.list({}).go({ pages: 'all' });
  return data.map(toCategoryView);
}

export async function findCategoryByName(name: string): Promise<CategoryItem | undefined> {
  const { data } = await Category.query.byName({ nameKey: categoryKeyOf(name) }).go({ limit: 1 });
  return data[0];
}

export interface ProductListRequest {
  category?: string | undefined;
  top?: boolean | undefined;
  q?: string | undefined;
  sort: ProductSort;
  limit: number;
  cursor?: string | undefined;
}

/**
 * Picks the index that already returns the wanted order, so sorting covers the whole catalog, and
 * narrows with filters only where no index fits (`q`, or `top` combined with another criterion).
 */
function productListQuery(request: ProductListRequest) {
  const order = request.sort === 'price_asc' ? 'asc' : 'desc';
  const bySort = request.sort !== 'newest';
  const categoryKey = request.category && categoryKeyOf(request.category) !== 'all' ? categoryKeyOf(request.category) : undefined;
  const search = request.q ? request.q.toLowerCase() : undefined;

  const base = categoryKey
    ? bySort
      ? Product.query.byCategoryPrice({ categoryKey })
      : Product.query.byCategory({ categoryKey })
    : request.top && !bySort
      ? Product.query.top({})
      : bySort
        ? Product.query.byPrice({})
        : Product.query.newest({});
  const needsTopFilter = Boolean(request.top) && (Boolean(categoryKey) || bySort);

  const filtered =
    needsTopFilter || search
      ? base.where((attributes, { eq, contains }) =>
          [needsTopFilter ? eq(attributes.topProduct, true) : '', search ? contains(attributes.searchText, search) : '']
            .filter((part) => part !== '')
            .join(' AND '),
        )
      : base;
  return filtered.params({ order });
}

export async function listProducts(request: ProductListRequest): Promise<{ items: ProductView[]; next?: string }> {
  const params = productListQuery(request);
  const page = await queryPage(documentClient, params, { limit: request.limit, cursor: request.cursor });
  const { data } = Product.parse({ Items: page.items });
  return { items: data.map(toProductView), ...(page.next ? { next: page.next } : {}) };
}

export async function getProduct(id: string): Promise<ProductView> {
  const missing = new NotFoundError('We could not find that product. It may have been removed.');
  if (id.length > 100) throw missing;
  const { data } = await Product.get({ id }).go();
  if (!data) throw missing;
  return toProductView(data);
}

/** Several products in one read, in the order asked for; ids that do not exist are left out. */
export async function getProductsByIds(ids: readonly string[]): Promise<ProductView[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, ProductView>();
  for (let start = 0; start < unique.length; start += 100) {
    const chunk = unique.slice(start, start + 100);
    let keys: Record<string, unknown>[] | undefined = chunk.map((id) => Product.get({ id }).params().Key as Record<string, unknown>);
    for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt += 1) {
      const output = await documentClient.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
      const { data } = Product.parse({ Items: output.Responses?.[tableName] ?? [] });
      for (const item of data) found.set(item.id, toProductView(item));
      keys = output.UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return unique.flatMap((id) => {
    const product = found.get(id);
    return product ? [product] : [];
  });
}

export interface NewCategory {
  name: string;
  description?: string;
  imageKey: string;
  id?: string;
  created_at?: string;
}

export async function createCategory(input: NewCategory): Promise<CategoryView> {
  const name = input.name.trim();
  if (await findCategoryByName(name)) throw new BadRequestError(`A category named ${name} already exists`);
  const { data } = await Category.create({
    id: input.id ?? newId(),
    name,
    nameKey: categoryKeyOf(name),
    imageKey: input.imageKey,
    description: input.description ?? '',
    created_at: input.created_at ?? new Date().toISOString(),
    productCount: 0,
  }).go();
  return toCategoryView(data as CategoryItem);
}

export interface NewProduct {
  name: string;
  description: string;
  amount: number;
  category: string;
  coverImageKey: string;
  imageKeys: string[];
  topProduct?: boolean;
  id?: string;
  created_at?: string;
}

/** Creates a product and raises its category's product count in one transaction. */
export async function createProduct(input: NewProduct): Promise<ProductView> {
  const category = await findCategoryByName(input.category);
  if (!category) throw new BadRequestError(`There is no category named ${input.category}`);
  const item: ProductItem = {
    id: input.id ?? newId(),
    name: input.name.trim(),
    description: input.description.trim(),
    amount: input.amount,
    category: category.name,
    categoryKey: category.nameKey,
    coverImageKey: input.coverImageKey,
    imageKeys: input.imageKeys,
    topProduct: input.topProduct ?? false,
    searchText: `${input.name} ${category.name}`.toLowerCase(),
    created_at: input.created_at ?? new Date().toISOString(),
  };
  await transactWrite([
    Product.create(item).params(),
    Category.update({ id: category.id }).add({ productCount: 1 }).params(),
  ]);
  return toProductView(item);
}
