import { staffCall } from '../../../lib/staff-api';
import type { Customer, CustomerFields } from './customer-types';

/** `POST /dashboard/api/customers`: a new customer (or the one the merchant already has for that e-mail). */
export async function createCustomer(body: CustomerFields): Promise<Customer> {
  return (await staffCall<Customer>('POST', '/customers', { body })).data;
}
