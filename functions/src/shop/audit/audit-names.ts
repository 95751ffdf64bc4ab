import { Category } from '../db/category';
import { Product } from '../db/product';
import { Review } from '../db/review';
import { User } from '../db/user';
import type { AuditEntryItem } from '../db/audit-entry';

/** Ids to names, for the audit log's people and things; what no longer exists is missing. */
export interface AuditNames {
  people: Map<string, string>;
  things: Map<string, string>;
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)].filter(Boolean);
}

async function userNames(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { data } = await User.get(ids.map((userId) => ({ userId }))).go();
  return new Map(data.map((user) => [user.userId, `${user.firstName} ${user.lastName}`.trim() || user.email]));
}

async function productNames(ids: string[]): Promise<[string, string][]> {
  if (ids.length === 0) return [];
  const { data } = await Product.get(ids.map((id) => ({ id }))).go();
  return data.map((product) => [`product:${product.id}`, product.name]);
}

async function categoryNames(ids: string[]): Promise<[string, string][]> {
  if (ids.length === 0) return [];
  const { data } = await Category.get(ids.map((id) => ({ id }))).go();
  return data.map((category) => [`category:${category.id}`, category.name]);
}

async function reviewNames(ids: string[]): Promise<[string, string][]> {
  if (ids.length === 0) return [];
  const { data } = await Review.get(ids.map((reviewId) => ({ reviewId }))).go();
  return data.map((review) => [`review:${review.reviewId}`, `“${review.title}” on ${review.productName}`]);
}

/**
 * The names of a page of audit entries, read in one batch per kind: the admins who acted and the users,
 * products, categories and reviews acted on (orders are named by their order id, settings are the shop's).
 */
export async function auditNames(items: readonly AuditEntryItem[]): Promise<AuditNames> {
  const idsOf = (entity: AuditEntryItem['entity']) => unique(items.filter((item) => item.entity === entity).map((item) => item.entityId));
  const [people, products, categories, reviews] = await Promise.all([
    userNames(unique([...items.map((item) => item.actorId), ...idsOf('user')])),
    productNames(idsOf('product')),
    categoryNames(idsOf('category')),
    reviewNames(idsOf('review')),
  ]);
  return { people, things: new Map([...products, ...categories, ...reviews]) };
}

/** A name a summary recorded (`name: Royal Agbada`, `email: ada@…`), for a thing deleted since. */
function recordedName(summary: string): string | undefined {
  const name = /(?:^|, )name: ([^,]+)/.exec(summary)?.[1];
  if (name) return name;
  const first = /(?:^|, )firstName: ([^,]+)/.exec(summary)?.[1];
  const last = /(?:^|, )lastName: ([^,]+)/.exec(summary)?.[1];
  if (first || last) return [first, last].filter(Boolean).join(' ');
  return /(?:^|, )email: ([^,]+)/.exec(summary)?.[1];
}

/** What an entry acted on, in words: its name now, else the name the entry recorded (after the change, else before), else its id. */
export function entityName(item: AuditEntryItem, names: AuditNames): string {
  if (item.entity === 'order') return item.entityId;
  if (item.entity === 'setting') return 'shop settings';
  const now = item.entity === 'user' ? names.people.get(item.entityId) : names.things.get(`${item.entity}:${item.entityId}`);
  return now ?? recordedName(item.after) ?? recordedName(item.before) ?? item.entityId;
}
