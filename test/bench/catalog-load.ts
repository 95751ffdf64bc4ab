import autocannon from 'autocannon';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StackState } from '../../infra/local/stack-state';

export interface LatencyFigure {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
}

const connections = 20;
const durationSeconds = 10;

/** The catalog's first page through the whole local path: gateway → handler → DynamoDB Local. */
export async function loadCatalogApi(shopUrl: string, pageSize: number): Promise<LatencyFigure> {
  const result = await autocannon({
    url: `${shopUrl}/api/v1/product/fetch-all-products?limit=${pageSize}`,
    connections,
    duration: durationSeconds,
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/** The value at `fraction` of a sorted list of milliseconds, to 0.01 ms. */
export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

/**
 * The floor: the same page as a raw Query on DynamoDB Local (newest-first index, same page size), with
 * the same concurrency and duration, and no gateway, middleware or mapping.
 */
export async function loadRawQuery(state: StackState, pageSize: number): Promise<LatencyFigure> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: state.region,
      endpoint: state.endpoints.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  // The exact Query the catalog runs for its first page, as ElectroDB builds it.
  process.env.TABLE_NAME = state.tables.shop;
  const { Product } = await import('../../functions/src/shop/db/product');
  const params = Product.query.newest({}).params({ order: 'desc' }) as ConstructorParameters<typeof QueryCommand>[0];
  const latencies: number[] = [];
  let errors = 0;
  const stopAt = performance.now() + durationSeconds * 1000;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now();
      try {
        await client.send(
          new QueryCommand({ ...params, Limit: pageSize + 1 }),
        );
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    requestsPerSecond: Math.round(latencies.length / durationSeconds),
    requests: latencies.length,
    errors,
  };
}
