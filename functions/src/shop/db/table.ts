/**
 * The Shop's single DynamoDB table. Layout (keys, gsi1..gsi5, TTL) comes from
 * `lib/db/table-definition.ts`; the entities beside this file map their access patterns onto it.
 *
 * Access patterns:
 * - product by id ........................ Product.byId            pk/sk
 * - products newest first ................ Product.newest          gsi1
 * - products of a category newest first .. Product.byCategory      gsi2
 * - top products newest first ............ Product.top             gsi3 (only topProduct items are indexed)
 * - products by price .................... Product.byPrice         gsi4
 * - products of a category by price ...... Product.byCategoryPrice gsi5
 * - category by id ....................... Category.byId           pk/sk
 * - categories by name (the list) ........ Category.list           gsi1
 * - category by (case-insensitive) name .. Category.byName         gsi2
 * - shop settings ........................ Setting.byKey           pk/sk
 * No request path scans the table.
 */
import { documentClient } from '../../lib/db/document-client';
import { requireEnv } from '../../lib/env/env';

export const tableName = requireEnv('TABLE_NAME');

export const entityConfig = { table: tableName, client: documentClient };
