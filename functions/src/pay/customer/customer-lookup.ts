import { NotFoundError } from '../../lib/http/errors';
import { Customer, type CustomerItem } from '../db/customer';
import { customerByEmail } from '../shared/customer-record';

/**
 * A merchant's customer by e-mail or customer code. Another merchant's customer is "not found", exactly
 * like one that does not exist, so codes reveal nothing across merchants.
 */
export async function merchantCustomer(merchantId: string, emailOrCode: string): Promise<CustomerItem> {
  const found = emailOrCode.includes('@')
    ? await customerByEmail(merchantId, emailOrCode.toLowerCase())
    : await customerByCode(merchantId, emailOrCode);
  if (!found) throw new NotFoundError('Customer not found');
  return found;
}

async function customerByCode(merchantId: string, customerCode: string): Promise<CustomerItem | undefined> {
  const { data } = await Customer.query.byCode({ customerCode }).go({ limit: 1 });
  const indexed = data[0];
  if (!indexed || indexed.merchantId !== merchantId) return undefined;
  // The index is eventually consistent: read the item itself for its current state.
  return customerByEmail(merchantId, indexed.email);
}
