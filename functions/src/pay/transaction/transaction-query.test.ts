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
});
