import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { categoryKeyOf, findCategoryByName } from '../db/category';
import { Product, type ProductItem } from '../db/product';
import { productItemsByIds } from '../db/product-items';
import { shopTables } from '../db/transaction';
import { documentClient } from '../../lib/db/document-client';
import { queryPage } from '../../lib/db/paged-query';
import { transactWrite } from '../../lib/db/transact';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { newId } from '../../lib/ids/ids';
import { auditWrite } from '../shared/audit';
import { searchTermWrites } from '../shared/search-index';
import { imageUrl } from '../shared/image-url';
import type { Product as ProductView, ProductSort } from './contract';

/** The approved reviews' count and mean rating, from the counters on the product item. */
export function ratingOf(item: Pick<ProductItem, 'reviewCount' | 'ratingSum'>): { reviewCount: number; ratingAverage: number | null } {
  const reviewCount = Math.max(0, item.reviewCount ?? 0);
  return { reviewCount, ratingAverage: reviewCount > 0 ? Math.round(((item.ratingSum ?? 0) / reviewCount) * 10) / 10 : null };
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
    ...ratingOf(item),
  };
}

export interface ProductListRequest {
  category?: string | undefined;
  top?: boolean | undefined;
  sort: ProductSort;
  limit: number;
  cursor?: string | undefined;
}

type Narrowing = Parameters<ReturnType<typeof Product.query.newest>['where']>[0];
type Listing = `${'all' | 'top' | 'category'}:${'newest' | 'price'}`;
type ListingQuery = (categoryKey: string, narrowing: Narrowing, order: 'asc' | 'desc') => QueryCommandInput;

/**
 * The index for each listing, chosen so it already returns the wanted order and sorting covers the whole
 * catalog. A filter narrows only where no index fits (`top` combined with another criterion); a search (`q`)
 * reads the search index instead (`product-search.ts`).
 */
const accessPatterns: Record<Listing, ListingQuery> = {
  'all:newest': (_, narrowing, order) => Product.query.newest({}).where(narrowing).params({ order }),
  'all:price': (_, narrowing, order) => Product.query.byPrice({}).where(narrowing).params({ order }),
  'top:newest': (_, narrowing, order) => Product.query.top({}).where(narrowing).params({ order }),
  'top:price': (_, narrowing, order) => Product.query.byPrice({}).where(narrowing).params({ order }),
  'category:newest': (categoryKey, narrowing, order) => Product.query.byCategory({ categoryKey }).where(narrowing).params({ order }),
  'category:price': (categoryKey, narrowing, order) => Product.query.byCategoryPrice({ categoryKey }).where(narrowing).params({ order }),
};

function productListQuery(request: ProductListRequest) {
  const categoryKey = request.category && categoryKeyOf(request.category) !== 'all' ? categoryKeyOf(request.category) : undefined;
  const listing: Listing = `${categoryKey ? 'category' : request.top ? 'top' : 'all'}:${request.sort === 'newest' ? 'newest' : 'price'}`;
  const needsTopFilter = Boolean(request.top) && listing !== 'top:newest';
  const narrowing: Narrowing = (attributes, { eq }) => (needsTopFilter ? eq(attributes.topProduct, true) : '');
  return accessPatterns[listing](categoryKey ?? '', narrowing, request.sort === 'price_asc' ? 'asc' : 'desc');
}

export async function fetchAllProducts(request: ProductListRequest): Promise<{ items: ProductView[]; next?: string }> {
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
  const found = await productItemsByIds(ids);
  return [...new Set(ids)].flatMap((id) => {
    const product = found.get(id);
    return product ? [toProductView(product)] : [];
  });
}

/** What the audit log says about a product: enough to recognise it, never the long description. */
export function productSummary(item: Pick<ProductItem, 'name' | 'amount' | 'category' | 'topProduct'>): Record<string, unknown> {
  return { name: item.name, amount: item.amount, category: item.category, topProduct: item.topProduct };
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

/**
 * Creates a product and its search terms, raises its category's product count and the dashboard's product count in one
 * transaction (refused if the category is being deleted or renamed meanwhile); an admin's add is audited in it too.
 */
export async function createProduct(input: NewProduct, actorId?: string): Promise<ProductView> {
  const category = await findCategoryByName(input.category);
  if (!category || category.deletingSince) throw new BadRequestError(`There is no category named ${input.category}`);
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
    created_at: input.created_at ?? new Date().toISOString(),
  };
  await transactWrite(
    shopTables.transaction.write((writers) => [
      writers.product.create(item).commit(),
      ...searchTermWrites(writers, undefined, item),
      writers.category
        .update({ id: category.id })
        .add({ productCount: 1 })
        .where((attr, op) => `${op.exists(attr.id)} AND ${op.eq(attr.nameKey, category.nameKey)} AND ${op.notExists(attr.deletingSince)}`)
        .commit(),
      writers.dashboardCounter.update({ name: 'products' }).add({ value: 1 }).commit(),
      ...(actorId
        ? [auditWrite(writers, { actorId, entity: 'product', entityId: item.id, action: 'add', after: productSummary(item) }, item.created_at)]
        : []),
    ]),
  );
  return toProductView(item);
}
