import type { DeliveryDetails } from '../../functions/src/shop/delivery-details/contract';
import type { UserMe } from '../../functions/src/shop/user/contract';
import { api } from '../support/api-client';
import { registerCustomer, type Customer } from '../support/accounts';

const home = { name: 'Ada Obi', phone: '+2348012345678', address: '12 Allen Avenue', state: 'Lagos', city: 'Ikeja' };

async function addresses(customer: Customer): Promise<DeliveryDetails[]> {
  const me = await api<UserMe>('/user/me', { token: customer.token });
  return me.body.data?.userPublicData.deliveryDetails ?? [];
}

async function add(customer: Customer, details: object, headers: Record<string, string> = {}) {
  return api<DeliveryDetails>('/order/add-delivery-details', { token: customer.token, body: { deliveryDetails: details }, headers });
}

describe('delivery details', () => {
  let ada: Customer;
  let bola: Customer;

  beforeAll(async () => {
    ada = await registerCustomer('ada');
    bola = await registerCustomer('bola');
  });

  test('It should refuse anonymous callers with 401', async () => {
    expect((await api('/order/add-delivery-details', { body: { deliveryDetails: home } })).status).toBe(401);
    expect((await api('/order/update-delivery-details', { body: { id: 'x', deliveryDetails: home } })).status).toBe(401);
    expect((await api('/order/delete-delivery-details', { body: { id: 'x' } })).status).toBe(401);
  });

  test('It should keep exactly one default: the first, the chosen one, then a promoted one', async () => {
    const first = await add(ada, home);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ ...home, country: 'Nigeria', default: true });
    const second = await add(ada, { ...home, address: '3 Broad Street' });
    expect(second.body.data?.default).toBe(false);
    const third = await add(ada, { ...home, address: '7 Marina', default: true });
    expect(third.body.data?.default).toBe(true);
    let list = await addresses(ada);
    expect(list.filter((item) => item.default).map((item) => item.id)).toEqual([third.body.data?.id]);

    const deleted = await api('/order/delete-delivery-details', { token: ada.token, body: { id: third.body.data?.id } });
    expect(deleted.status).toBe(200);
    list = await addresses(ada);
    expect(list).toHaveLength(2);
    expect(list.filter((item) => item.default).map((item) => item.id)).toEqual([first.body.data?.id]);

    const updated = await api<DeliveryDetails>('/order/update-delivery-details', {
      token: ada.token,
      body: { id: second.body.data?.id, deliveryDetails: { ...home, city: 'Yaba', default: true } },
    });
    expect(updated.status).toBe(200);
    list = await addresses(ada);
    expect(list.find((item) => item.id === second.body.data?.id)).toMatchObject({ city: 'Yaba', default: true });
    expect(list.filter((item) => item.default)).toHaveLength(1);
  });

  test("It should answer 404 to another customer using an address id, and change nothing", async () => {
    const mine = await add(ada, { ...home, address: 'Private Lane' });
    const id = mine.body.data?.id;
    const before = await addresses(ada);
    const update = await api('/order/update-delivery-details', { token: bola.token, body: { id, deliveryDetails: { ...home, address: 'Hijacked' } } });
    expect(update.status).toBe(404);
    const remove = await api('/order/delete-delivery-details', { token: bola.token, body: { id } });
    expect(remove.status).toBe(404);
    expect(await addresses(ada)).toEqual(before);
    expect(await addresses(bola)).toEqual([]);
  });

  test('It should ignore e-mails and ids in the body: identity comes from the token', async () => {
    const answer = await api('/order/add-delivery-details', {
      token: bola.token,
      body: { email: ada.email, userId: ada.uuid, deliveryDetails: { ...home, address: 'Bola Street' } },
    });
    expect(answer.status).toBe(201);
    expect((await addresses(ada)).some((item) => item.address === 'Bola Street')).toBe(false);
    expect((await addresses(bola)).some((item) => item.address === 'Bola Street')).toBe(true);
  });

  test('It should add once per Idempotency-Key', async () => {
    const customer = await registerCustomer('idem');
    const headers = { 'Idempotency-Key': 'retry-key-0001' };
    const first = await add(customer, home, headers);
    const retry = await add(customer, home, headers);
    expect(retry.status).toBe(201);
    expect(retry.body.data?.id).toBe(first.body.data?.id);
    expect(await addresses(customer)).toHaveLength(1);
  });

  test("It should never replay another customer's result for the same Idempotency-Key", async () => {
    const [a, b] = [await registerCustomer('idem-a'), await registerCustomer('idem-b')];
    const headers = { 'Idempotency-Key': 'shared-key-0001' };
    const first = await add(a, home, headers);
    const other = await add(b, { ...home, name: 'Bisi B' }, headers);
    expect(other.status).toBe(201);
    expect(other.body.data?.id).not.toBe(first.body.data?.id);
    expect(other.body.data?.name).toBe('Bisi B');
    expect(await addresses(a)).toHaveLength(1);
    expect(await addresses(b)).toHaveLength(1);
  });

  test('It should answer malformed bodies with 400 and write nothing', async () => {
    const customer = await registerCustomer('bad');
    const missing = await add(customer, { ...home, phone: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/phone/);
    expect((await api('/order/add-delivery-details', { token: customer.token, body: '{"deliveryDetails":' })).status).toBe(400);
    expect((await add(customer, { ...home, default: 'yes' })).status).toBe(400);
    expect((await api('/order/update-delivery-details', { token: customer.token, body: { deliveryDetails: home } })).status).toBe(400);
    expect(await addresses(customer)).toEqual([]);
  });
});
