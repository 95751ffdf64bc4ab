import { createTestMerchant, pay } from './pay-helpers';

interface Bank {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  type: string;
  currency: string;
  country: string;
  active: boolean;
}

interface BankMeta {
  next: string | null;
  previous: string | null;
  perPage: number;
}

describe('Pay banks', () => {
  let merchant: Awaited<ReturnType<typeof createTestMerchant>>;

  beforeAll(async () => {
    merchant = await createTestMerchant({ name: 'Banks test' });
  });

  test('It should refuse a missing or public key with 401', async () => {
    expect((await pay('/bank')).status).toBe(401);
    expect((await pay('/bank', { key: merchant.publicKey })).status).toBe(401);
    expect((await pay('/bank/resolve?account_number=0000000001&bank_code=058', { key: merchant.publicKey })).status).toBe(401);
  });

  test('It should list Nigeria\'s banks with their codes', async () => {
    const answer = await pay<Bank[]>('/bank?country=nigeria', { key: merchant.secretKey });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Banks retrieved');
    expect(answer.body.data.length).toBeGreaterThanOrEqual(30);
    expect(answer.body.data.find((bank) => bank.code === '058')).toMatchObject({ name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', longcode: '058152036', type: 'nuban', currency: 'NGN', country: 'Nigeria', active: true });
  });

  test('It should page with use_cursor and perPage, its next cursor leading to the following banks', async () => {
    const all = (await pay<Bank[]>('/bank', { key: merchant.secretKey })).body.data;
    const first = await pay<Bank[]>('/bank?use_cursor=true&perPage=10', { key: merchant.secretKey });
    const meta = first.body.meta as unknown as BankMeta;
    expect(first.body.data).toHaveLength(10);
    expect(meta).toEqual({ next: expect.any(String), previous: null, perPage: 10 });
    const second = await pay<Bank[]>(`/bank?use_cursor=true&perPage=10&next=${encodeURIComponent(meta.next ?? '')}`, { key: merchant.secretKey });
    expect([...first.body.data, ...second.body.data].map((bank) => bank.id)).toEqual(all.slice(0, 20).map((bank) => bank.id));
    expect((second.body.meta as unknown as BankMeta).previous).toEqual(expect.any(String));
    expect((await pay('/bank?use_cursor=true&perPage=101', { key: merchant.secretKey })).status).toBe(400);
    const forged = await pay('/bank?use_cursor=true&next=bm90YWN1cnNvcg==', { key: merchant.secretKey });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ status: false, message: expect.stringContaining('next') });
  });

  test('It should resolve a documented test account to its name', async () => {
    const answer = await pay<{ account_number: string; account_name: string; bank_id: number }>('/bank/resolve?account_number=0000000001&bank_code=058', { key: merchant.secretKey });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'Account number resolved', data: { account_number: '0000000001', account_name: 'ADAEZE OKAFOR', bank_id: expect.any(Number) } });
  });

  test('It should answer 422 for an account or bank it cannot resolve, and 400 for a missing or malformed number', async () => {
    const unknownAccount = await pay('/bank/resolve?account_number=9999999999&bank_code=058', { key: merchant.secretKey });
    expect(unknownAccount.status).toBe(422);
    expect(unknownAccount.body).toEqual({
      status: false,
      message: 'Could not resolve account name. Check parameters or try again.',
      type: 'validation_error',
      code: 'unprocessable',
      meta: { nextStep: expect.any(String) },
    });
    const unknownBank = await pay('/bank/resolve?account_number=0000000001&bank_code=999', { key: merchant.secretKey });
    expect(unknownBank.status).toBe(422);
    expect(unknownBank.body.message).toBe('Unknown bank code: 999');
    const missing = await pay('/bank/resolve?bank_code=058', { key: merchant.secretKey });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('account_number');
    expect((await pay('/bank/resolve?account_number=12345&bank_code=058', { key: merchant.secretKey })).status).toBe(400);
  });
});
