import { staffCall } from '../../../lib/staff-api';
import type { Customer, CustomerFields } from './customer-types';

/** `PUT /dashboard/api/customers/{email_or_code}`: names and phone (the e-mail never changes). */
export async function updateCustomer(code: string, body: Omit<CustomerFields, 'email'>): Promise<Customer> {
  return (await staffCall<Customer>('PUT', `/customers/${encodeURIComponent(code)}`, { body })).data;
}
