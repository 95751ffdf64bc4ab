import { reportedTransferId } from './transfer-queue-records';

const record = (image: Record<string, unknown>) => JSON.stringify({ eventName: 'INSERT', dynamodb: { NewImage: image } });

describe('delay-queue messages', () => {
  test('It should read the transaction of a reported transfer from its stream record', () => {
    expect(reportedTransferId(record({ __edb_e__: { S: 'transferConfirmation' }, transactionId: { N: '4412' }, sentAt: { S: '2026-01-01T00:00:00.000Z' } }))).toBe(4412);
  });

  test('It should ignore anything else rather than fail the batch', () => {
    expect(reportedTransferId(record({ __edb_e__: { S: 'webhookEvent' }, transactionId: { N: '4412' } }))).toBeUndefined();
    expect(reportedTransferId(record({ __edb_e__: { S: 'transferConfirmation' }, transactionId: { N: 'NaN' } }))).toBeUndefined();
    expect(reportedTransferId(record({ __edb_e__: { S: 'transferConfirmation' } }))).toBeUndefined();
    expect(reportedTransferId('{"dynamodb":null}')).toBeUndefined();
    expect(reportedTransferId('not json')).toBeUndefined();
  });
});
