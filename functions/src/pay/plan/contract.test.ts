import { initializeTransactionBody } from '../transaction/contract';
import { createPlanBody, listPlansQuery } from './contract';

describe('plan contract', () => {
  test('It should need a name, an amount in kobo and one of Paystack\'s intervals', () => {
    expect(createPlanBody.parse({ name: ' Gold ', amount: '500000', interval: 'Monthly' })).toEqual({ name: 'Gold', amount: 500000, interval: 'monthly' });
    expect(createPlanBody.safeParse({ name: 'Gold', amount: 500000, interval: 'fortnightly' }).error?.issues[0]?.message).toMatch(/Interval is invalid/);
    expect(createPlanBody.safeParse({ name: 'Gold', interval: 'daily' }).error?.issues[0]?.message).toBe('Amount is required');
  });

  test('It should page plans by perPage or per_page', () => {
    expect(listPlansQuery.parse({ per_page: '5' })).toEqual({ perPage: 5, page: 1 });
  });

  test('initialize needs amount unless plan is given', () => {
    expect(initializeTransactionBody.safeParse({ email: 'ada@example.com' }).error?.issues[0]?.message).toBe('amount is required');
    expect(initializeTransactionBody.safeParse({ email: 'ada@example.com', plan: 'PLN_abc123' }).success).toBe(true);
  });
});
