import { indexSearchTerms } from '../../functions/src/shop/seed/index-search-terms';
import { seedCatalog } from '../../functions/src/shop/seed/seed-catalog';
import { seedProfiles } from '../../functions/src/shop/seed/seed-profiles';

/**
 * Runs the catalog seed with the Shop handlers' environment (started by the local stack on a first run), then
 * indexes every product for search (a data folder from before the search index holds products without terms),
 * then gives the seeded accounts named in `ASO_SEED_PROFILES` (comma-separated e-mails) their Shop profiles.
 */
seedCatalog()
  .then(async (summary) => {
    process.stdout.write(`Seeded ${summary.categories} categories and ${summary.products} products (${summary.images} images).\n`);
    process.stdout.write(`Indexed products for search (${await indexSearchTerms()} terms).\n`);
    const emails = (process.env.ASO_SEED_PROFILES ?? '').split(',').filter(Boolean);
    process.stdout.write(`Seeded ${await seedProfiles(emails)} account profiles.\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
