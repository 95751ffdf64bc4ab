import { randomBytes, randomInt } from 'node:crypto';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { BadRequestError } from '../../lib/http/errors';
import { Customer, type CustomerItem, type RiskAction } from '../db/customer';
import type { MerchantItem } from '../db/merchant';

/**
 * What every resource needs to know about a merchant's customers: finding or creating one for a new
 * transaction, and the customer object transactions carry. The customer API (`customer/`) builds on it.
 */

const codeAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newCustomerCode(): string {
  let code = 'CUS_';
  for (const byte of randomBytes(15)) code += codeAlphabet[byte % codeAlphabet.length];
  return code;
}

/** Numeric, as merchants' libraries expect, and random so that neighbours cannot be guessed. */
export function newCustomerId(): number {
  return randomInt(1_000_000, 281_474_976_710_655);
}

export interface CustomerDetails {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  metadata?: string | undefined;
}

export async function customerByEmail(merchantId: string, email: string): Promise<CustomerItem | undefined> {
  const { data } = await Customer.get({ merchantId, email }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * The merchant's customer for this e-mail, created when there is none. The create is conditional on the
 * (merchant, e-mail) key, so concurrent or retried calls all end with the one customer the first made.
 * `created` tells the customer API whether it made it.
 */
export async function findOrCreateCustomer(
  merchant: Pick<MerchantItem, 'merchantId' | 'mode'>,
  email: string,
  details: CustomerDetails = {},
): Promise<{ customer: CustomerItem; created: boolean }> {
  const existing = await customerByEmail(merchant.merchantId, email);
  if (existing) return { customer: existing, created: false };
  const now = new Date().toISOString();
  try {
    const { data } = await Customer.create({
      merchantId: merchant.merchantId,
      email,
      customerId: newCustomerId(),
      customerCode: newCustomerCode(),
      domain: merchant.mode ?? 'test',
      firstName: details.firstName ?? '',
      lastName: details.lastName ?? '',
      phone: details.phone ?? '',
      metadata: details.metadata ?? '',
      riskAction: 'default',
      createdAt: now,
      updatedAt: now,
    }).go();
    return { customer: data, created: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const raced = await customerByEmail(merchant.merchantId, email);
  if (!raced) throw new Error('A customer that refused its create could not be read');
  return { customer: raced, created: false };
}

/** A customer the merchant blacklisted (`risk_action: deny`) can start no new transaction. */
export function refuseDeniedCustomer(customer: CustomerItem): void {
  if (customer.riskAction === 'deny') {
    throw new BadRequestError(
      `Customer ${customer.customerCode} is blacklisted by this merchant (risk_action deny): no new transaction may be made for them`,
      [{ path: 'email', message: 'customer is blacklisted' }],
    );
  }
}

export function parseMetadata(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The customer as the customer API and every transaction show it. */
export function customerView(customer: CustomerItem) {
  return {
    id: customer.customerId,
    customer_code: customer.customerCode,
    email: customer.email,
    first_name: customer.firstName || null,
    last_name: customer.lastName || null,
    phone: customer.phone || null,
    metadata: parseMetadata(customer.metadata),
    risk_action: customer.riskAction,
    international_format_phone: null,
    domain: customer.domain ?? 'test',
    identified: false,
    identifications: null,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
  };
}

export type CustomerView = ReturnType<typeof customerView>;

/** The transaction's fields that name its customer (what its view shows when the customer is not at hand). */
export interface TransactionCustomerFields {
  merchantId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  customerId?: number | undefined;
  customerCode?: string | undefined;
}

export interface TransactionCustomer {
  id: number | null;
  customer_code: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  metadata: Record<string, unknown> | null;
  risk_action: RiskAction;
  international_format_phone: null;
}

/**
 * A transaction's `customer`: the customer as it is now when it was read, otherwise what the transaction
 * recorded (transactions made before customers existed have no id or code: `null`).
 */
export function transactionCustomerView(transaction: TransactionCustomerFields, customer?: CustomerItem): TransactionCustomer {
  if (customer) return customerView(customer);
  return {
    id: transaction.customerId ?? null,
    customer_code: transaction.customerCode ?? null,
    email: transaction.email,
    first_name: transaction.firstName || null,
    last_name: transaction.lastName || null,
    phone: transaction.phone || null,
    metadata: null,
    risk_action: 'default',
    international_format_phone: null,
  };
}

const customerKey = (merchantId: string, email: string) => `${merchantId} ${email}`;

/**
 * Some transactions' `customer` as it is now (one batch read for all of them): a function from a transaction
 * to its customer view.
 */
export async function currentCustomers(
  transactions: readonly TransactionCustomerFields[],
): Promise<(transaction: TransactionCustomerFields) => TransactionCustomer> {
  const keys = new Map<string, { merchantId: string; email: string }>();
  for (const { merchantId, email } of transactions) keys.set(customerKey(merchantId, email), { merchantId, email });
  const found = new Map<string, CustomerItem>();
  if (keys.size > 0) {
    const { data } = await Customer.get([...keys.values()]).go({ consistent: true });
    for (const customer of data) found.set(customerKey(customer.merchantId, customer.email), customer);
  }
  return (transaction) => transactionCustomerView(transaction, found.get(customerKey(transaction.merchantId, transaction.email)));
}
