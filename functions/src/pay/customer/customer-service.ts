import { isConditionFailure } from '../../lib/db/condition-failure';
import { NotFoundError } from '../../lib/http/errors';
import { Customer, type CustomerItem } from '../db/customer';
import { callingMerchant, type MerchantCaller } from '../merchant/merchant-service';
import { customerView, findOrCreateCustomer, type CustomerView } from '../shared/customer-record';
import type { CreateCustomerBody, SetRiskActionBody, UpdateCustomerBody } from './contract';
import { merchantCustomer } from './customer-lookup';

/**
 * Creates the merchant's customer for an e-mail. An e-mail the merchant already has answers that customer
 * (customers are unique per merchant and e-mail), with the details given now filled in where it had none.
 */
export async function createCustomer(caller: MerchantCaller, body: CreateCustomerBody): Promise<CustomerView> {
  const details = { firstName: body.first_name, lastName: body.last_name, phone: body.phone, metadata: body.metadata };
  const { customer, created } = await findOrCreateCustomer(await callingMerchant(caller), body.email, details);
  if (created) return customerView(customer);
  const missing = {
    ...(body.first_name && !customer.firstName ? { firstName: body.first_name } : {}),
    ...(body.last_name && !customer.lastName ? { lastName: body.last_name } : {}),
    ...(body.phone && !customer.phone ? { phone: body.phone } : {}),
    ...(body.metadata && !customer.metadata ? { metadata: body.metadata } : {}),
  };
  return customerView(Object.keys(missing).length > 0 ? await patchCustomer(customer, missing) : customer);
}

type CustomerChanges = Partial<Pick<CustomerItem, 'firstName' | 'lastName' | 'phone' | 'metadata' | 'riskAction'>>;

async function patchCustomer(customer: CustomerItem, changes: CustomerChanges): Promise<CustomerItem> {
  try {
    const { data } = await Customer.patch({ merchantId: customer.merchantId, email: customer.email })
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Customer not found');
    throw error;
  }
}

export async function updateCustomer(merchantId: string, emailOrCode: string, body: UpdateCustomerBody): Promise<CustomerView> {
  const customer = await merchantCustomer(merchantId, emailOrCode);
  const changes: CustomerChanges = {
    ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
    ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
  };
  return customerView(Object.keys(changes).length > 0 ? await patchCustomer(customer, changes) : customer);
}

/** Whitelists (`allow`), blacklists (`deny`) or resets (`default`) a customer; `deny` refuses their new transactions. */
export async function setRiskAction(merchantId: string, body: SetRiskActionBody): Promise<CustomerView> {
  const customer = await merchantCustomer(merchantId, body.customer);
  return customerView(await patchCustomer(customer, { riskAction: body.risk_action ?? 'default' }));
}
