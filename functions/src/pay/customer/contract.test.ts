import { createCustomerBody, customerParams, listCustomersQuery, setRiskActionBody } from './contract';

describe('customer contract', () => {
  test('It should need an e-mail and keep it lower-cased, with metadata as JSON text', () => {
    expect(createCustomerBody.safeParse({ first_name: 'Ada' }).success).toBe(false);
    expect(createCustomerBody.parse({ email: ' Ada@Example.com ', metadata: { tier: 'gold' } })).toEqual({ email: 'ada@example.com', metadata: '{"tier":"gold"}' });
    expect(createCustomerBody.safeParse({ email: 'ada@example.com', metadata: '[1]' }).success).toBe(false);
  });

  test('It should take only default, allow or deny as risk_action, and a code or e-mail as the customer', () => {
    expect(setRiskActionBody.safeParse({ customer: 'CUS_abc', risk_action: 'block' }).success).toBe(false);
    expect(setRiskActionBody.parse({ customer: 'CUS_abc', risk_action: 'deny' })).toEqual({ customer: 'CUS_abc', risk_action: 'deny' });
    expect(customerParams.safeParse({ email_or_code: 'ada@example.com' }).success).toBe(true);
    expect(customerParams.safeParse({ email_or_code: '../transaction' }).success).toBe(false);
  });

  test('It should page by perPage and page within bounds', () => {
    expect(listCustomersQuery.parse({})).toEqual({ perPage: 50, page: 1 });
    expect(listCustomersQuery.safeParse({ perPage: '0' }).success).toBe(false);
    expect(listCustomersQuery.safeParse({ from: 'yesterday' }).success).toBe(false);
  });
});
