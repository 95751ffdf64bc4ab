import autocannon, { type RequestStep } from 'autocannon';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StackState } from '../../infra/local/stack-state';

/** One side of a load comparison (a route, or the bare DynamoDB Local operation under it). */
export interface LatencyFigure {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  /** Answers other than 2xx (API), or cancelled transactions / failed conditions (raw). */
  non2xx: number;
  /** Connection errors and timeouts (API), or any other failure (raw). */
  errors: number;
}

/** How hard and how long: every load part is bounded, localhost only. */
export interface LoadShape {
  connections: number;
  durationSeconds: number;
}

export interface ApiLoad extends LoadShape {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** Builds each request's body, so that each request can differ (idempotency keys, references). */
  body?: () => string;
}

/** A route through the whole local path (gateway → handler → DynamoDB Local) under autocannon. */
export async function loadApi(load: ApiLoad): Promise<LatencyFigure> {
  const { body } = load;
  const requests: RequestStep[] | undefined = body ? [{ setupRequest: (request) => ({ ...request, body: body() }) }] : undefined;
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.durationSeconds,
    ...(load.method ? { method: load.method } : {}),
    ...(load.headers ? { headers: load.headers } : {}),
    ...(requests ? { requests } : {}),
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The value at `fraction` of a sorted list of milliseconds, to 0.01 ms. */
export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

/**
 * The floor: `operation` sent straight to DynamoDB Local by `connections` parallel workers for the
 * duration, with no gateway, middleware or mapping. `isRefusal` tells a cancelled transaction or failed
 * condition (counted as non2xx) from any other error.
 */
export async function loadRaw(
  shape: LoadShape,
  operation: () => Promise<unknown>,
  isRefusal: (error: unknown) => boolean = () => false,
): Promise<LatencyFigure> {
  const latencies: number[] = [];
  let refused = 0;
  let errors = 0;
  const stopAt = performance.now() + shape.durationSeconds * 1000;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - started);
      } catch (error) {
        if (isRefusal(error)) refused += 1;
        else errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: shape.connections }, worker));
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    requestsPerSecond: Math.round(latencies.length / shape.durationSeconds),
    requests: latencies.length,
    non2xx: refused,
    errors,
  };
}

/** A document client on the stack's DynamoDB Local, for the raw side of a comparison. */
export function benchDocumentClient(state: StackState): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: state.region, endpoint: state.endpoints.dynamodb, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
}

export function isTransactionCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TransactionCanceledException' || error.name === 'ConditionalCheckFailedException');
}
