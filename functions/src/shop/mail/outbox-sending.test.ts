import { fakeDynamoDb, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { logger } from '../../lib/http/logger';
import { sendMail } from '../../lib/mail/send-mail';
import { OutboxMail, type OutboxMailItem } from '../db/outbox-mail';
import { mailLeaseMs, mailRetryDelaysMs, sendDueMails, sendOutboxMail } from './outbox-sending';

// SES is the edge here; DynamoDB is answered at the document-client edge.
jest.mock('../../lib/mail/send-mail', () => ({ sendMail: jest.fn() }));

const now = new Date('2026-11-27T10:00:00.000Z');
const queued: OutboxMailItem = {
  mailId: 'ABCDEFGHJK.paid',
  to: 'ada@example.com',
  subject: 'Receipt for order ABCDEFGHJK',
  text: 'Thank you',
  html: '<p>Thank you</p>',
  dueAt: '2026-11-27T09:59:59.000Z',
  attempts: 0,
  created_at: '2026-11-27T09:59:59.000Z',
};

const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

function table(mail: OutboxMailItem | undefined, failClaim = false) {
  const stored = mail ? OutboxMail.create(mail).params().Item : undefined;
  return (command: SentCommand) => {
    if (command.name === 'GetCommand') return { Item: stored };
    if (command.name === 'QueryCommand') return { Items: stored ? [stored] : [] };
    if (command.name === 'UpdateCommand' && failClaim) throw conditionFailed();
    return {};
  };
}

const writes = (sent: readonly SentCommand[]) => sent.filter((command) => command.name !== 'GetCommand' && command.name !== 'QueryCommand');

afterEach(() => {
  jest.resetAllMocks();
  jest.restoreAllMocks();
});

describe('sendOutboxMail', () => {
  test('It should take the mail, send it as queued and delete it while still holding it', async () => {
    const sent = fakeDynamoDb(table(queued));
    expect(await sendOutboxMail(queued.mailId, now)).toBe('sent');
    expect(sendMail).toHaveBeenCalledWith('ada@example.com', expect.objectContaining({ subject: queued.subject, text: queued.text, html: queued.html }));
    const [claim, removal, ...others] = writes(sent);
    expect(others).toEqual([]);
    expect(claim?.name).toBe('UpdateCommand');
    expect(claim?.input.ExpressionAttributeValues).toMatchObject({ ':dueAt0': queued.dueAt, ':dueAt_u0': new Date(now.getTime() + mailLeaseMs).toISOString() });
    const token = (claim?.input.ExpressionAttributeValues as Record<string, unknown>)[':claimToken_u0'];
    expect(typeof token).toBe('string');
    expect(removal?.name).toBe('DeleteCommand');
    expect(removal?.input.ExpressionAttributeValues).toMatchObject({ ':claimToken0': token });
  });

  test('It should leave alone a mail that is gone, not yet due, or taken by another consumer first', async () => {
    fakeDynamoDb(table(undefined));
    expect(await sendOutboxMail(queued.mailId, now)).toBe('skipped');
    fakeDynamoDb(table({ ...queued, dueAt: '2026-11-27T10:00:30.000Z' }));
    expect(await sendOutboxMail(queued.mailId, now)).toBe('skipped');
    fakeDynamoDb(table(queued, true));
    expect(await sendOutboxMail(queued.mailId, now)).toBe('skipped');
    expect(sendMail).not.toHaveBeenCalled();
  });

  test('It should keep a mail SES refused for its next try, later each time, and count the attempt', async () => {
    jest.mocked(sendMail).mockRejectedValue(new Error('Throttling'));
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const sent = fakeDynamoDb(table({ ...queued, attempts: 1 }));
    const before = Date.now();
    expect(await sendOutboxMail(queued.mailId, now)).toBe('retrying');
    const [, retry, ...others] = writes(sent);
    expect(others).toEqual([]);
    expect(retry?.name).toBe('UpdateCommand');
    const values = retry?.input.ExpressionAttributeValues as Record<string, unknown>;
    expect(values[':attempts_u0']).toBe(2);
    expect(Date.parse(String(values[':dueAt_u0'])) - before).toBeGreaterThanOrEqual(mailRetryDelaysMs[1]);
    expect(String(retry?.input.UpdateExpression)).toMatch(/REMOVE #claimToken/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tried again'), expect.objectContaining({ mailId: queued.mailId, attempts: 2 }));
  });

  test('It should give a mail up, with an error in the log, once its last try failed', async () => {
    jest.mocked(sendMail).mockRejectedValue(new Error('MessageRejected'));
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const sent = fakeDynamoDb(table({ ...queued, attempts: mailRetryDelaysMs.length }));
    expect(await sendOutboxMail(queued.mailId, now)).toBe('abandoned');
    expect(writes(sent).map((command) => command.name)).toEqual(['UpdateCommand', 'DeleteCommand']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('given up'), expect.objectContaining({ mailId: queued.mailId }));
    // The mail's address and content stay out of the log.
    expect(JSON.stringify(error.mock.calls)).not.toContain('ada@example.com');
  });
});

describe('sendDueMails', () => {
  test('It should read the due mails from the due index, never a scan, and send each', async () => {
    const sent = fakeDynamoDb(table(queued));
    expect(await sendDueMails(now)).toEqual({ sent: 1, retrying: 0, abandoned: 0, skipped: 0 });
    const query = sent.find((command) => command.name === 'QueryCommand');
    expect(query?.input).toMatchObject({ IndexName: 'gsi1' });
    // Both ends inside the outbox's keys: the partition also holds the audit log and the categories.
    expect(String(query?.input.KeyConditionExpression)).toMatch(/BETWEEN :sk1 AND :sk2/);
    const values = query?.input.ExpressionAttributeValues as Record<string, string>;
    expect(values[':sk1']).toMatch(/^\$outboxmail_1#dueat_0000/);
    expect(values[':sk2']).toBe(`$outboxmail_1#dueat_${now.toISOString().toLowerCase()}`);
    expect(sent.some((command) => command.name === 'ScanCommand')).toBe(false);
    expect(sendMail).toHaveBeenCalledTimes(1);
  });
});
