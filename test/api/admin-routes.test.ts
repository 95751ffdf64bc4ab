import { routes } from '../../functions/src/shop/routes';
import { api } from '../support/api-client';
import { registerCustomer, type Customer } from '../support/accounts';

/** Every admin route of the route table, so a new one is guarded by this test the day it is added. */
const adminRoutes = routes.filter((entry) => entry.access === 'admin');

/** A concrete path for a route template: `{id}` becomes a harmless value. */
function concrete(path: string): string {
  return path.replace(/\{[^}]+\}/g, 'guard-test');
}

describe('the admin routes', () => {
  let customer: Customer;

  beforeAll(async () => {
    customer = await registerCustomer('admin-guard');
  });

  test('It should have admin routes in the route table', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  test.each(adminRoutes.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('It should refuse anonymous and customer callers on %s', async (_name, entry) => {
    const body = entry.method === 'GET' ? undefined : {};
    const anonymous = await api(concrete(entry.path), { method: entry.method, body });
    expect(anonymous.status).toBe(401);
    const asCustomer = await api(concrete(entry.path), { method: entry.method, body, token: customer.token });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.success).toBe(0);
  });
});
