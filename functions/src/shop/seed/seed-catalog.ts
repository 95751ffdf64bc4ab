import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createCategory } from '../category/category-service';
import { findCategoryByName } from '../db/category';
import { createProduct, getProduct } from '../product/product-service';
import { requireEnv } from '../../lib/env/env';
import { NotFoundError } from '../../lib/http/errors';
import { seedCategories, seedProducts, type SeedCategory } from './catalog-data';
import { categoryArt, coverArt, galleryArt } from './pattern-art';
import { seedId } from './seed-id';

/**
 * Seeds the local catalog through the catalog service (so counters and indexes are exactly what the API
 * writes). Safe to run again: ids are derived from names and existing items are left alone. Local only:
 * the seed never runs in AWS.
 */
export interface SeedSummary {
  categories: number;
  products: number;
  images: number;
}

export const galleryImagesPerProduct = 3;

export async function seedCatalog(): Promise<SeedSummary> {
  const bucket = requireEnv('IMAGES_BUCKET');
  // Locally the endpoint is an emulator that only understands path-style bucket URLs.
  const s3 = new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });
  let images = 0;
  // Seeded art stays SVG with no AVIF/WebP variants: a cover is about 2.2 KB (0.6 KB gzip), while its raster
  // variants measured 8.5 KB (AVIF 320) to 31 KB (AVIF 1024) on average. Uploaded photos get variants.
  const put = async (key: string, svg: string) => {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: svg, ContentType: 'image/svg+xml', CacheControl: 'public, max-age=86400' }));
    images += 1;
  };

  const categoriesByName = new Map<string, SeedCategory>();
  for (const category of seedCategories) {
    categoriesByName.set(category.name, category);
    if (await findCategoryByName(category.name)) continue;
    const id = seedId('category', category.name);
    const imageKey = `categories/${id}/cover.svg`;
    await put(imageKey, categoryArt({ seed: category.name, style: category.style, palette: category.palette, silhouette: category.silhouette }));
    await createCategory({ id, name: category.name, description: category.description, imageKey });
  }

  const newest = Date.now();
  for (const [index, product] of seedProducts.entries()) {
    const id = seedId('product', product.name);
    if (await exists(id)) continue;
    const category = categoriesByName.get(product.category);
    if (!category) throw new Error(`Seed product ${product.name} names an unknown category ${product.category}`);
    const art = { seed: product.name, style: product.style, palette: product.palette, silhouette: category.silhouette };
    const coverImageKey = `products/${id}/cover.svg`;
    await put(coverImageKey, coverArt(art));
    const imageKeys = [coverImageKey];
    for (let gallery = 1; gallery <= galleryImagesPerProduct; gallery += 1) {
      const key = `products/${id}/gallery-${gallery}.svg`;
      await put(key, galleryArt(art, gallery));
      imageKeys.push(key);
    }
    await createProduct({
      id,
      name: product.name,
      description: product.description,
      amount: product.amount,
      category: product.category,
      coverImageKey,
      imageKeys,
      topProduct: product.topProduct,
      // Spaced an hour apart in list order, so "newest first" shows the catalog as written.
      created_at: new Date(newest - index * 3600_000).toISOString(),
    });
  }
  s3.destroy();
  return { categories: seedCategories.length, products: seedProducts.length, images };
}

async function exists(productId: string): Promise<boolean> {
  try {
    await getProduct(productId);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}
