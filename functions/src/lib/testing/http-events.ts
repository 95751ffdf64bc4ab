import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ApiEnvelope } from '../http/contract';

/** Factories for unit tests of handlers: one place, so tests never hand-roll events differently. */
export interface EventOptions {
  method?: string;
  path?: string;
  body?: string;
  isBase64Encoded?: boolean;
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  headers?: Record<string, string>;
  cookies?: string[];
  claims?: Record<string, string>;
}

export function httpEvent(options: EventOptions = {}): APIGatewayProxyEventV2 {
  const method = options.method ?? 'GET';
  const path = options.path ?? '/api/v1/test';
  const event = {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers: options.headers ?? {},
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    isBase64Encoded: options.isBase64Encoded ?? false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: 'request-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: [] } } } : {}),
    },
  };
  return event as APIGatewayProxyEventV2;
}

export function lambdaContext(requestId = 'aws-request-1'): Context {
  return {
    awsRequestId: requestId,
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test-function',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-1:000000000000:function:test-function',
    memoryLimitInMB: '256',
    logGroupName: '/aws/lambda/test-function',
    logStreamName: 'stream',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function readEnvelope(result: APIGatewayProxyStructuredResultV2): ApiEnvelope<unknown> {
  return JSON.parse(result.body ?? '{}') as ApiEnvelope<unknown>;
}
