import { Category, categoryKeyOf, findCategoryByName, type CategoryItem } from '../db/category';
import { BadRequestError } from '../../lib/http/errors';
import { newId } from '../../lib/ids/ids';
import { imageUrl } from '../shared/image-url';
import type { Category as CategoryView } from './contract';

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

export async function listCategories(): Promise<CategoryView[]> {
  const { data } = await Category.query.list({}).go({ pages: 'all' });
  return data.filter((item) => !item.deletingSince).map(toCategoryView);
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
  return toCategoryView(data);
}
