import { seedCatalog } from '../../functions/src/shop/seed/seed-catalog';

/** Runs the catalog seed with the Shop handlers' environment (started by the local stack on first run). */
seedCatalog()
  .then((summary) => {
    process.stdout.write(`Seeded ${summary.categories} categories and ${summary.products} products (${summary.images} images).\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
