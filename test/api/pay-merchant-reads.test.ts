import { createTestMerchant, pay, uniqueEmail } from './pay-helpers';

/**
 * A merchant API call reads the merchant once, in its key check; the service that makes the resource takes that
 * record (`callingMerchant`) instead of asking the table again. The test stack answers each request's number of
 * DynamoDB calls (`x-aso-dynamodb-calls`), so a second read of the merchant shows as one call more.
 */
// The key check's one read, then the create: a customer also looks for the e-mail among the merchant's customers.
describe("Pay's resource creates and the calling merchant", () => {
  test.each([
    ['a customer', '/customer', 3, () => ({ email: uniqueEmail() })],
    ['a plan', '/plan', 2, () => ({ name: 'Gold', amount: 500000, interval: 'monthly' })],
    ['a transfer recipient', '/transferrecipient', 2, () => ({ type: 'nuban', name: 'Adaeze Okafor', account_number: '0000000001', bank_code: '058' })],
  ])('It should make %s (%s) in %i DynamoDB calls, reading the merchant only in the key check', async (_what, path, expected, body) => {
    const merchant = await createTestMerchant({ name: `Merchant reads ${path}` });
    const answer = await pay(path, { key: merchant.secretKey, body: body() });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get('x-aso-dynamodb-calls'))).toBe(expected);
  });
});
