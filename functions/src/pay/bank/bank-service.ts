import { BadRequestError, HttpError } from '../../lib/http/errors';
import type { ListBanksQuery, ResolveAccountQuery } from './contract';
import banks from './nigerian-banks.json';
import { testAccounts } from './test-accounts';

export type Bank = (typeof banks)[number];

/** When the shipped list was last revised: each bank's `createdAt`/`updatedAt`. */
const listRevisedAt = '2026-11-25T00:00:00.000Z';

export function bankView(bank: Bank) {
  return { ...bank, createdAt: listRevisedAt, updatedAt: listRevisedAt };
}

export type BankView = ReturnType<typeof bankView>;

export interface BankPage {
  data: BankView[];
  meta: { next: string | null; previous: string | null; perPage: number };
}

/** The list's cursors name a bank id, in the form libraries pass back unchanged (`bank:<id>`, base64). */
export function bankCursor(id: number): string {
  return Buffer.from(`bank:${id}`).toString('base64');
}

export function cursorId(cursor: string, field: 'next' | 'previous'): number {
  const match = /^bank:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match?.[1]) throw new BadRequestError(`${field} must be a cursor from a previous page`, [{ path: field, message: 'not a cursor' }]);
  return Number(match[1]);
}

function matches(bank: Bank, query: ListBanksQuery): boolean {
  if (query.country !== bank.country.toLowerCase()) return false;
  if (query.currency !== undefined && query.currency !== bank.currency) return false;
  if (query.type !== undefined && query.type !== bank.type) return false;
  if (query.pay_with_bank !== undefined && query.pay_with_bank !== bank.pay_with_bank) return false;
  if (query.pay_with_bank_transfer === true && !bank.supports_transfer) return false;
  return true;
}

/**
 * The banks Pay knows (Nigeria's, shipped as data), by id. With `use_cursor` a page of `perPage` after
 * `next` or before `previous`, with the cursors of the pages around it; without, every matching bank.
 */
export function listBanks(query: ListBanksQuery): BankPage {
  const found = banks.filter((bank) => matches(bank, query)).sort((a, b) => a.id - b.id);
  if (!query.use_cursor) return { data: found.map(bankView), meta: { next: null, previous: null, perPage: found.length } };
  let page: Bank[];
  if (query.next !== undefined) {
    const after = cursorId(query.next, 'next');
    page = found.filter((bank) => bank.id > after).slice(0, query.perPage);
  } else if (query.previous !== undefined) {
    const before = cursorId(query.previous, 'previous');
    page = found.filter((bank) => bank.id < before).slice(-query.perPage);
  } else {
    page = found.slice(0, query.perPage);
  }
  const first = page[0];
  const last = page[page.length - 1];
  const hasNext = last !== undefined && found.some((bank) => bank.id > last.id);
  const hasPrevious = first !== undefined && found.some((bank) => bank.id < first.id);
  return {
    data: page.map(bankView),
    meta: {
      next: hasNext && last ? bankCursor(last.id) : null,
      previous: hasPrevious && first ? bankCursor(first.id) : null,
      perPage: query.perPage,
    },
  };
}

/** The bank with this code (`058`), for the resources that show a bank's name beside an account. */
export function bankByCode(code: string): Bank | undefined {
  return banks.find((bank) => bank.code === code);
}

/** Account resolution's refusal, in the status the API gives an account it cannot name. */
class UnresolvableError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

/** Names a test account (`test-accounts.ts`); an unknown bank code or account is a 422, as the bank would answer. */
export function resolveAccount(query: ResolveAccountQuery): { account_number: string; account_name: string; bank_id: number } {
  const bank = banks.find((candidate) => candidate.code === query.bank_code);
  if (!bank) throw new UnresolvableError(`Unknown bank code: ${query.bank_code}`);
  const account = testAccounts.find((candidate) => candidate.bankCode === query.bank_code && candidate.accountNumber === query.account_number);
  if (!account) throw new UnresolvableError('Could not resolve account name. Check parameters or try again.');
  return { account_number: account.accountNumber, account_name: account.accountName, bank_id: bank.id };
}
