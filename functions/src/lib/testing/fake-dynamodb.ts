import { documentClient } from '../db/document-client';

/** A command as the data layer (or a service) sent it: `GetCommand`, `QueryCommand`, `TransactWriteCommand`, … */
export interface SentCommand {
  name: string;
  input: Record<string, unknown>;
}

/**
 * Answers DynamoDB at the document-client edge, so a service's rules run for real without a table.
 * `answer` returns the SDK output for each command; every command is recorded in `sent`.
 */
export function fakeDynamoDb(answer: (command: SentCommand) => unknown): SentCommand[] {
  const sent: SentCommand[] = [];
  jest.spyOn(documentClient, 'send').mockImplementation(async (command: object) => {
    const input = 'input' in command && typeof command.input === 'object' && command.input !== null ? { ...command.input } : {};
    const recorded = { name: command.constructor.name, input };
    sent.push(recorded);
    return answer(recorded);
  });
  return sent;
}

/** The items of the one TransactWriteCommand sent, as `Put`/`Update`/`Delete` entries. */
export function transactItems(sent: readonly SentCommand[]): Record<string, Record<string, unknown>>[] {
  const transactions = sent.filter((command) => command.name === 'TransactWriteCommand');
  if (transactions.length !== 1) throw new Error(`Expected one transaction, saw ${transactions.length}`);
  const items = transactions[0]?.input.TransactItems;
  return Array.isArray(items) ? items : [];
}

/** The e-mails queued in the mail outbox by every transaction sent: each `outboxMail` item put. */
export function queuedMails(sent: readonly SentCommand[]): Record<string, unknown>[] {
  return sent
    .filter((command) => command.name === 'TransactWriteCommand')
    .flatMap((command) => (Array.isArray(command.input.TransactItems) ? (command.input.TransactItems as Record<string, Record<string, unknown>>[]) : []))
    .flatMap((item) => {
      const put = item.Put?.Item as Record<string, unknown> | undefined;
      return put?.__edb_e__ === 'outboxMail' ? [put] : [];
    });
}
