import type { Context } from 'aws-lambda';
import { JsonLogger } from './logger';

describe('JsonLogger', () => {
  const write = jest.spyOn(process.stdout, 'write');
  const saved = { level: process.env.POWERTOOLS_LOG_LEVEL, service: process.env.POWERTOOLS_SERVICE_NAME };

  beforeEach(() => {
    write.mockReset().mockImplementation(() => true);
    process.env.POWERTOOLS_SERVICE_NAME = 'shop';
    delete process.env.POWERTOOLS_LOG_LEVEL;
  });

  afterAll(() => {
    write.mockRestore();
    for (const [name, value] of [['POWERTOOLS_LOG_LEVEL', saved.level], ['POWERTOOLS_SERVICE_NAME', saved.service]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const lines = () => write.mock.calls.map(([text]) => JSON.parse(String(text)) as Record<string, unknown>);

  test('It should write one JSON line with the level, message, service, context and fields, an error with its name, message and stack', () => {
    const logger = new JsonLogger();
    logger.addContext({ functionName: 'f', memoryLimitInMB: '512', invokedFunctionArn: 'arn', awsRequestId: 'req-1' } as Context);
    logger.error('Request failed', { error: new TypeError('bad', { cause: new Error('root') }), orderId: 'o1' });
    const [entry] = lines();
    expect(entry).toMatchObject({
      level: 'ERROR',
      message: 'Request failed',
      service: 'shop',
      cold_start: true,
      function_request_id: 'req-1',
      orderId: 'o1',
      error: { name: 'TypeError', message: 'bad', cause: { name: 'Error', message: 'root' } },
    });
    expect(String((entry?.error as { stack?: string }).stack)).toContain('TypeError: bad');
    logger.clearContext();
    logger.info('after');
    expect(lines()[1]).not.toHaveProperty('function_request_id');
  });

  test('It should log nothing below the configured level, and nothing at all when SILENT', () => {
    process.env.POWERTOOLS_LOG_LEVEL = 'WARN';
    const warnOnly = new JsonLogger();
    warnOnly.info('skipped');
    warnOnly.warn('kept');
    expect(lines().map((entry) => entry.message)).toEqual(['kept']);
    process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
    const silent = new JsonLogger();
    silent.error('skipped');
    expect(lines()).toHaveLength(1);
  });
});
