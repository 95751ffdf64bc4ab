import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, ScanCommand as LowLevelScan } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { readScanLog, recordScans, scanLogFile } from './scan-guard';

describe('recordScans', () => {
  const folder = mkdtempSync(join(tmpdir(), 'scan-guard-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('It should record each Scan sent through the document client or its base client, and no other command', async () => {
    const file = scanLogFile(folder);
    // Nothing listens on port 9: every command fails after the recorder has seen it.
    const base = new DynamoDBClient({ endpoint: 'http://127.0.0.1:9', region: 'eu-west-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 });
    const client = DynamoDBDocumentClient.from(base);
    recordScans(client, file, 'unit');
    const attempt = (promise: Promise<unknown>) => promise.catch(() => undefined);
    await attempt(client.send(new ScanCommand({ TableName: 'document-scan' })));
    await attempt(client.send(new QueryCommand({ TableName: 'query', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'a' } })));
    await attempt(base.send(new LowLevelScan({ TableName: 'base-scan' })));
    client.destroy();
    const log = readScanLog(file);
    expect({ armed: log.armed, tables: log.scans.map((scan) => scan.table) }).toEqual({ armed: ['unit'], tables: ['document-scan', 'base-scan'] });
  });
});
