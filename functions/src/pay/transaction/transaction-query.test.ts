import { merchantTransactionsQuery } from './transaction-query';

interface QueryParams {
  FilterExpression?: string;
  ExpressionAttributeValues: Record<string, unknown>;
}

describe("a merchant's transactions query", () => {
  test('It should add the dashboard search as a part of the reference or e-mail and an inclusive amount range', () => {
    // Act
    const params = merchantTransactionsQuery('1001', { reference: 'T-12', email: 'ada@', amountMin: 1000, amountMax: 5000, status: 'success' }).params<QueryParams>();
    // Assess
    const filter = params.FilterExpression ?? '';
    expect(filter).toMatch(/contains\(#reference, :reference\w+\)/);
    expect(filter).toMatch(/contains\(#email, :email\w+\)/);
    expect(filter).toMatch(/#amount >= :amount\w+/);
    expect(filter).toMatch(/#amount <= :amount\w+/);
    expect(Object.values(params.ExpressionAttributeValues)).toEqual(expect.arrayContaining(['T-12', 'ada@', 1000, 5000, 'success']));
  });

  test('It should filter nothing beyond the range when no filter is given', () => {
    expect(merchantTransactionsQuery('1001', {}).params<QueryParams>().FilterExpression ?? '').not.toMatch(/#amount|#reference|#email|#status/);
  });

  test("It should keep a live key's answer to live transactions and a test key's to test ones, older items counting as test", () => {
    const liveOnly = merchantTransactionsQuery('1001', {}, 'live').params<QueryParams & { ExpressionAttributeNames: Record<string, string> }>();
    expect(liveOnly.FilterExpression ?? '').toMatch(/#domain = :domain\w+/);
    expect(liveOnly.FilterExpression ?? '').not.toMatch(/attribute_not_exists/);
    expect(Object.values(liveOnly.ExpressionAttributeValues)).toContain('live');
    const testOnly = merchantTransactionsQuery('1001', { status: 'success' }, 'test').params<QueryParams>();
    expect(testOnly.FilterExpression ?? '').toMatch(/\(attribute_not_exists\(#domain\) OR #domain = :domain\w+\)/);
    expect(Object.values(testOnly.ExpressionAttributeValues)).toEqual(expect.arrayContaining(['test', 'success']));
    expect(Object.values(testOnly.ExpressionAttributeValues)).not.toContain('live');
  });

  test('It should not filter by mode when none is given (the dashboard)', () => {
    expect(merchantTransactionsQuery('1001', { status: 'success' }).params<QueryParams>().FilterExpression ?? '').not.toMatch(/#domain/);
  });
});
