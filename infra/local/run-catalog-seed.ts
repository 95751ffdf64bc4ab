import { indexSearchTerms } from '../../functions/src/shop/seed/index-search-terms';
import { seedCatalog } from '../../functions/src/shop/seed/seed-catalog';

/**
 * Runs the catalog seed with the Shop handlers' environment (started by the local stack on a first run), then
 * indexes every product for search (a data folder from before the search index holds products without terms).
 */
seedCatalog()
  .then(async (summary) => {
    process.stdout.write(`Seeded ${summary.categories} categories and ${summary.products} products (${summary.images} images).\n`);
    process.stdout.write(`Indexed products for search (${await indexSearchTerms()} terms).\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
