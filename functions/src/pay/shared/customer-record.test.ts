import { BadRequestError } from '../../lib/http/errors';
import type { CustomerItem } from '../db/customer';
import { customerView, newCustomerCode, refuseDeniedCustomer, transactionCustomerView } from './customer-record';

function customer(overrides: Partial<CustomerItem> = {}): CustomerItem {
  return {
    merchantId: 'm1',
    email: 'ada@example.com',
    customerId: 1234567,
    customerCode: 'CUS_abc',
    domain: 'test',
    firstName: 'Ada',
    lastName: '',
    phone: '',
    metadata: '{"tier":"gold"}',
    riskAction: 'default',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('customer record', () => {
  test('It should make customer codes of CUS_ and 15 letters or digits, never twice the same', () => {
    const codes = new Set(Array.from({ length: 200 }, newCustomerCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^CUS_[a-z0-9]{15}$/);
  });

  test('It should refuse a denied customer with a message that says why, and let the others through', () => {
    expect(() => refuseDeniedCustomer(customer({ riskAction: 'deny' }))).toThrow(BadRequestError);
    expect(() => refuseDeniedCustomer(customer({ riskAction: 'deny' }))).toThrow(/blacklisted/);
    expect(() => refuseDeniedCustomer(customer({ riskAction: 'allow' }))).not.toThrow();
    expect(() => refuseDeniedCustomer(customer())).not.toThrow();
  });

  test('It should show metadata as the object and empty names as null', () => {
    expect(customerView(customer())).toMatchObject({ id: 1234567, customer_code: 'CUS_abc', first_name: 'Ada', last_name: null, phone: null, metadata: { tier: 'gold' }, risk_action: 'default' });
  });

  test('It should show a transaction\'s recorded customer when the customer is not at hand', () => {
    const transaction = { merchantId: 'm1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', phone: '', customerId: 9, customerCode: 'CUS_x' };
    expect(transactionCustomerView(transaction)).toEqual({
      id: 9, customer_code: 'CUS_x', email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi', phone: null, metadata: null, risk_action: 'default', international_format_phone: null,
    });
    expect(transactionCustomerView(transaction, customer({ riskAction: 'deny' }))).toMatchObject({ id: 1234567, risk_action: 'deny' });
  });
});
