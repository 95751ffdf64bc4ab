import { createRefund, fetchRefund } from './pay-refunds';

const refund = { id: 7, amount: 5_000_00, currency: 'NGN', status: 'pending', transaction: { id: 1, reference: 'ORD123' }, merchant_note: 'shop-refund:ORD123/k', customer_note: 'Late' };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeAll(() => {
  process.env.PAY_ORIGIN = 'http://pay.test';
  process.env.PAY_SECRET_KEY = 'sk_test_unit';
});
afterEach(() => jest.restoreAllMocks());

const request = { reference: 'ORD123', amount: 5_000_00, idempotencyKey: 'refund-k', customerNote: 'Late', merchantNote: 'shop-refund:ORD123/k' };

describe('createRefund', () => {
  test('It should post the refund with its Idempotency-Key and the secret key, and answer the queued refund', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, { status: true, message: 'Refund has been queued for processing', data: refund }));
    await expect(createRefund(request)).resolves.toEqual({ kind: 'queued', refund });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://pay.test/refund');
    expect(init?.headers).toMatchObject({ 'idempotency-key': 'refund-k', authorization: 'Bearer sk_test_unit' });
    expect(JSON.parse(String(init?.body))).toEqual({ transaction: 'ORD123', amount: 5_000_00, currency: 'NGN', customer_note: 'Late', merchant_note: 'shop-refund:ORD123/k' });
  });

  test("It should answer Pay's refusal with its message, and a Pay that fails otherwise as unavailable", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(400, { status: false, message: 'At most 100 kobo can be refunded' })).mockResolvedValueOnce(answer(500, { status: false, message: 'Boom' }));
    await expect(createRefund(request)).resolves.toEqual({ kind: 'refused', message: 'At most 100 kobo can be refunded' });
    await expect(createRefund(request)).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe('fetchRefund', () => {
  test('It should read the refund from Pay, and answer undefined for one Pay does not know', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(200, { status: true, message: 'Refund retrieved', data: { ...refund, status: 'processed' } })).mockResolvedValueOnce(answer(404, { status: false, message: 'Refund not found' }));
    await expect(fetchRefund('7')).resolves.toMatchObject({ id: 7, status: 'processed' });
    await expect(fetchRefund('8')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://pay.test/refund/7');
  });
});
