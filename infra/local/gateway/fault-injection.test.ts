import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { repoRoot } from '../paths';
import { installFaultInjection, newFaultRun, parseFaultPlan, runWithFault, type FaultRun } from './fault-injection';

/** A document client that never reaches the network: a build step answers every call with an empty output. */
function offlineClient(): { client: DynamoDBDocumentClient; sent: string[] } {
  const sent: string[] = [];
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }));
  client.middlewareStack.add(
    (_next, context) => async () => {
      sent.push(context.commandName ?? '');
      return { output: { $metadata: {} } as never, response: {} };
    },
    { step: 'build', name: 'offline' },
  );
  installFaultInjection(client);
  return { client, sent };
}

const get = new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } });
const transact = new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a', sk: 'b' } } }] });

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('local DynamoDB fault injection', () => {
  test('It should read only well-formed plans', () => {
    expect(parseFaultPlan('call=3')).toEqual({ kind: 'call', nth: 3, applied: false });
    expect(parseFaultPlan('transact=1;applied')).toEqual({ kind: 'transact', nth: 1, applied: true });
    for (const raw of [undefined, '', 'call', 'call=x', 'drop=1', 'call=1;later']) expect(parseFaultPlan(raw)).toBeUndefined();
  });

  test('It should fail the planned call before it is sent, once, and count every call of the request', async () => {
    const { client, sent } = offlineClient();
    const run: FaultRun = newFaultRun({ 'x-aso-fault': 'call=2' });
    await runWithFault(run, async () => {
      await client.send(get);
      await expect(client.send(get)).rejects.toMatchObject({ name: 'InjectedFault' });
      await client.send(get);
    });
    expect(run).toMatchObject({ fired: true, calls: ['GetItemCommand', 'GetItemCommand', 'GetItemCommand'] });
    expect(sent).toHaveLength(2);
  });

  test('It should send a transaction planned as applied, then fail its answer', async () => {
    const { client, sent } = offlineClient();
    const run = newFaultRun({ 'x-aso-fault': 'transact=1;applied' });
    await runWithFault(run, async () => {
      await client.send(get);
      await expect(client.send(transact)).rejects.toMatchObject({ name: 'InjectedFault' });
    });
    expect(sent).toEqual(['GetItemCommand', 'TransactWriteItemsCommand']);
  });

  test('It should leave calls outside a planned request alone', async () => {
    const { client, sent } = offlineClient();
    await client.send(get);
    await runWithFault(newFaultRun({}), () => client.send(get));
    expect(sent).toHaveLength(2);
  });

  test('It should never be reachable from the deployed handlers: nothing under functions/ names it', () => {
    const sources = files(join(repoRoot(), 'functions', 'src')).filter((path) => path.endsWith('.ts'));
    expect(sources.length).toBeGreaterThan(50);
    const naming = sources.filter((path) => /fault-injection|LOCAL_FAULT_INJECTION|x-aso-fault/.test(readFileSync(path, 'utf8')));
    expect(naming).toEqual([]);
  });
});
