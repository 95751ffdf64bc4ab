import { fakeDynamoDb, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { Category, type CategoryItem } from '../db/category';
import { Product } from '../db/product';
import { deleteCategory } from './admin-category-service';

const category: CategoryItem = {
  id: 'cat-1',
  name: 'Agbada',
  nameKey: 'agbada',
  imageKey: 'categories/cat-1.png',
  description: '',
  created_at: '2026-01-01T00:00:00.000Z',
  productCount: 3,
};

function product(id: string) {
  return Product.create({
    id,
    name: `Product ${id}`,
    description: 'd',
    amount: 100_00,
    category: 'Agbada',
    categoryKey: 'agbada',
    coverImageKey: `products/${id}.png`,
    imageKeys: [`products/${id}.png`],
    created_at: '2026-01-01T00:00:00.000Z',
  }).params().Item;
}

/** A table holding the category and its products, shrinking as transactions delete them. */
function tableWith(productIds: string[], start: Partial<CategoryItem> = {}) {
  let count = productIds.length;
  let remaining = [...productIds];
  let marked = start.deletingSince;
  return (command: SentCommand) => {
    if (command.name === 'GetCommand') {
      return { Item: Category.create({ ...category, ...start, productCount: count, ...(marked ? { deletingSince: marked } : {}) }).params().Item };
    }
    if (command.name === 'QueryCommand') {
      const limit = typeof command.input.Limit === 'number' ? command.input.Limit : remaining.length;
      return { Items: remaining.slice(0, limit).map(product) };
    }
    if (command.name === 'TransactWriteCommand') {
      const items = command.input.TransactItems as { Delete?: { Key?: { sk?: string } }; Update?: { UpdateExpression?: string } }[];
      const deleted = items.filter((item) => item.Delete?.Key?.sk?.startsWith('$product')).length;
      if (deleted > 0) {
        remaining = remaining.slice(deleted);
        count -= deleted;
      } else if (items.some((item) => item.Update?.UpdateExpression?.includes('deletingSince'))) {
        marked = '2026-01-02T00:00:00.000Z';
      }
    }
    return {};
  };
}

afterEach(() => jest.restoreAllMocks());

describe('deleteCategory', () => {
  test('It should mark the category, delete its products and their search terms in batches with both counters, then the category', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `p${i}`);
    const sent = fakeDynamoDb(tableWith(ids));
    expect(await deleteCategory('admin-1', 'cat-1')).toEqual({ id: 'cat-1', productsDeleted: 120 });
    const transactions = sent.filter((command) => command.name === 'TransactWriteCommand').map((command) => command.input.TransactItems as Record<string, Record<string, unknown>>[]);
    expect(transactions[0]?.map((item) => Object.keys(item)[0])).toEqual(['Update', 'Put']);
    expect(transactions[0]?.[1]?.Put?.Item).toMatchObject({ __edb_e__: 'auditEntry', entity: 'category', action: 'delete' });
    const batches = transactions.slice(1);
    // Each product goes with its three search terms ("product", its id, "agbada"): 24 of them fill a transaction.
    const deletesOf = (items: Record<string, Record<string, unknown>>[], kind: string) =>
      items.filter((item) => String((item.Delete?.Key as { sk?: string } | undefined)?.sk).startsWith(kind)).length;
    expect(batches.map((items) => deletesOf(items, '$product'))).toEqual([24, 24, 24, 24, 24]);
    expect(batches.map((items) => deletesOf(items, '$searchterm'))).toEqual([72, 72, 72, 72, 72]);
    for (const items of batches) expect(items.filter((item) => item.Update)).toHaveLength(2);
    for (const items of batches) expect(items.length).toBeLessThanOrEqual(100);
    const last = sent[sent.length - 1];
    expect(last?.name).toBe('DeleteCommand');
    expect(String(last?.input.ConditionExpression)).toMatch(/productCount/);
  });

  test('It should resume a delete that was interrupted, without marking or auditing it again', async () => {
    const sent = fakeDynamoDb(tableWith(['p1', 'p2'], { deletingSince: '2026-01-02T00:00:00.000Z' }));
    expect(await deleteCategory('admin-1', 'cat-1')).toEqual({ id: 'cat-1', productsDeleted: 2 });
    const transactions = sent.filter((command) => command.name === 'TransactWriteCommand');
    expect(transactions).toHaveLength(1);
  });
});
