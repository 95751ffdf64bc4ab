import { initializePayment } from './pay-client';

const request = { email: 'ada@example.com', amount: 150_000, reference: 'ORD123', metadata: { orderID: 'ORD123' } };
const initialized = { status: true, message: 'Authorization URL created', data: { authorization_url: 'https://pay/checkout/a', access_code: 'ac_1', reference: 'ORD123' } };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeAll(() => {
  process.env.PAY_ORIGIN = 'http://pay.test';
  process.env.PAY_SECRET_KEY = 'sk_test_unit';
});
afterEach(() => jest.restoreAllMocks());

describe('initializePayment', () => {
  test('It should ask again while Pay is still processing the same Idempotency-Key, and take the replayed answer', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(409, { status: false, message: 'A request with this Idempotency-Key is still being processed: retry shortly' }))
      .mockResolvedValueOnce(answer(409, { status: false, message: 'A request with this Idempotency-Key is still being processed: retry shortly' }))
      .mockResolvedValueOnce(answer(200, initialized));

    await expect(initializePayment(request)).resolves.toEqual(initialized.data);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);
    expect(new Set(keys)).toEqual(new Set(['init-ORD123']));
  });

  test('It should not retry a 409 for a different body: the payment service is reported unavailable at once', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer(409, { status: false, message: 'This Idempotency-Key was already used with a different request body' }));

    await expect(initializePayment(request)).rejects.toMatchObject({ statusCode: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
