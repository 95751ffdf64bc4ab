import { HttpError } from '../../lib/http/errors';
import { bankCursor, listBanks, resolveAccount } from './bank-service';
import { listBanksQuery, resolveAccountQuery } from './contract';
import banks from './nigerian-banks.json';
import { testAccounts } from './test-accounts';

const query = (input: Record<string, string>) => listBanksQuery.parse(input);

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
  return undefined;
}

describe('bank list', () => {
  test('It should ship Nigerian banks with unique ids, codes and slugs', () => {
    expect(banks.length).toBeGreaterThanOrEqual(30);
    for (const field of ['id', 'code', 'slug'] as const) expect(new Set(banks.map((bank) => bank[field])).size).toBe(banks.length);
    for (const bank of banks) expect(bank).toMatchObject({ country: 'Nigeria', currency: 'NGN', type: 'nuban', active: true });
  });

  test('It should answer every bank without use_cursor', () => {
    const page = listBanks(query({}));
    expect(page.data).toHaveLength(banks.length);
    expect(page.meta).toEqual({ next: null, previous: null, perPage: banks.length });
  });

  test('It should walk the list by next cursors without gaps or repeats, and back by previous', () => {
    const seen: number[] = [];
    let page = listBanks(query({ use_cursor: 'true', perPage: '7' }));
    expect(page.meta.previous).toBeNull();
    const pages = [page];
    for (;;) {
      seen.push(...page.data.map((bank) => bank.id));
      if (page.meta.next === null) break;
      page = listBanks(query({ use_cursor: 'true', perPage: '7', next: page.meta.next }));
      pages.push(page);
    }
    expect(seen).toEqual(banks.map((bank) => bank.id).sort((a, b) => a - b));
    const last = pages[pages.length - 1];
    const beforeLast = pages[pages.length - 2];
    if (!last?.meta.previous || !beforeLast) throw new Error('expected at least two pages');
    expect(listBanks(query({ use_cursor: 'true', perPage: '7', previous: last.meta.previous })).data).toEqual(beforeLast.data);
  });

  test('It should refuse a cursor it did not make, and other countries have no banks yet', () => {
    expect(statusOf(() => listBanks(query({ use_cursor: 'true', next: Buffer.from('plan:3').toString('base64') })))).toBe(400);
    expect(listBanks(query({ country: 'ghana' })).data).toEqual([]);
    expect(listBanksQuery.safeParse({ perPage: '101' }).success).toBe(false);
    expect(listBanksQuery.safeParse({ use_cursor: 'maybe' }).success).toBe(false);
    expect(bankCursor(169)).toBe('YmFuazoxNjk=');
  });
});

describe('account resolution', () => {
  test('It should name every documented test account with its bank id', () => {
    for (const account of testAccounts) {
      const resolved = resolveAccount(resolveAccountQuery.parse({ account_number: account.accountNumber, bank_code: account.bankCode }));
      expect(resolved.account_name).toBe(account.accountName);
      expect(banks.find((bank) => bank.id === resolved.bank_id)?.code).toBe(account.bankCode);
    }
  });

  test('It should answer 422 for an unknown bank or account, and refuse a malformed account number', () => {
    expect(statusOf(() => resolveAccount({ account_number: '0000000001', bank_code: '999' }))).toBe(422);
    expect(statusOf(() => resolveAccount({ account_number: '9999999999', bank_code: '058' }))).toBe(422);
    expect(resolveAccountQuery.safeParse({ account_number: '12345', bank_code: '058' }).success).toBe(false);
    expect(resolveAccountQuery.safeParse({ bank_code: '058' }).success).toBe(false);
  });
});
