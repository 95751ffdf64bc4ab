import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StackState } from '../../infra/local/stack-state';
import { benchDocumentClient, loadApi, loadRaw, type LatencyFigure, type LoadShape } from './load-runner';

const shape: LoadShape = { connections: 20, durationSeconds: 10 };

/** The catalog's first page through the whole local path: gateway → handler → DynamoDB Local. */
export function loadCatalogApi(shopUrl: string, pageSize: number): Promise<LatencyFigure> {
  return loadApi({ ...shape, url: `${shopUrl}/api/v1/product/fetch-all-products?limit=${pageSize}` });
}

/**
 * The floor: the same page as a raw Query on DynamoDB Local (newest-first index, same page size), with
 * the same concurrency and duration, and no gateway, middleware or mapping.
 */
export async function loadRawQuery(state: StackState, pageSize: number): Promise<LatencyFigure> {
  const client = benchDocumentClient(state);
  // The exact Query the catalog runs for its first page, as the data layer builds it.
  process.env.TABLE_NAME = state.tables.shop;
  const { Product } = await import('../../functions/src/shop/db/product');
  const params = Product.query.newest({}).params({ order: 'desc' }) as ConstructorParameters<typeof QueryCommand>[0];
  return loadRaw(shape, () => client.send(new QueryCommand({ ...params, Limit: pageSize + 1 })));
}
