import type { Measurements } from '../../functions/src/shop/measurement/contract';
import type { UserMe } from '../../functions/src/shop/user/contract';
import { api } from '../support/api-client';
import { registerCustomer, type Customer } from '../support/accounts';

async function sets(customer: Customer): Promise<Measurements[]> {
  const me = await api<UserMe>('/user/me', { token: customer.token });
  return me.body.data?.userPublicData.measurements ?? [];
}

describe('measurement sets', () => {
  let ada: Customer;
  let bola: Customer;

  beforeAll(async () => {
    ada = await registerCustomer('meas-a');
    bola = await registerCustomer('meas-b');
  });

  test('It should refuse anonymous callers with 401', async () => {
    expect((await api('/measurement/add-measurements', { body: { measurements: { name: 'x' } } })).status).toBe(401);
    expect((await api('/measurement/update-measurements', { body: { id: 'x', measurements: { name: 'x' } } })).status).toBe(401);
    expect((await api('/measurement/delete-measurements', { body: { id: 'x' } })).status).toBe(401);
  });

  test('It should store inches as numbers, accepting numeric strings and decimals', async () => {
    const added = await api<Measurements>('/measurement/add-measurements', {
      token: ada.token,
      body: { measurements: { name: 'Ada', chest: '38.5', waist: 30, neck: '', trouserLength: 41 } },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({ id: expect.any(String), name: 'Ada', chest: 38.5, waist: 30, trouserLength: 41 });
    expect(await sets(ada)).toContainEqual(added.body.data);
  });

  test('It should refuse an implausible measure, naming the field and the range', async () => {
    const answer = await api('/measurement/add-measurements', { token: ada.token, body: { measurements: { name: 'Cm by mistake', chest: 96 } } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/chest/);
    expect(answer.body.message).toMatch(/20 and 70/);
    expect((await api('/measurement/add-measurements', { token: ada.token, body: { measurements: { chest: 40 } } })).status).toBe(400);
    expect((await api('/measurement/add-measurements', { token: ada.token, body: { measurements: { name: 'x', knee: 'wide' } } })).status).toBe(400);
    expect((await sets(ada)).some((set) => set.name === 'Cm by mistake')).toBe(false);
  });

  test('It should replace a set on update and delete it', async () => {
    const added = await api<Measurements>('/measurement/add-measurements', { token: ada.token, body: { measurements: { name: 'Dad', chest: 44, capSize: 22 } } });
    const id = added.body.data?.id;
    const updated = await api<Measurements>('/measurement/update-measurements', { token: ada.token, body: { id, measurements: { name: 'Dad', chest: 45 } } });
    expect(updated.status).toBe(200);
    expect((await sets(ada)).find((set) => set.id === id)).toEqual({ id, name: 'Dad', chest: 45 });
    const removed = await api('/measurement/delete-measurements', { token: ada.token, body: { id } });
    expect(removed.status).toBe(200);
    expect((await sets(ada)).some((set) => set.id === id)).toBe(false);
    expect((await api('/measurement/delete-measurements', { token: ada.token, body: { id } })).status).toBe(404);
  });

  test("It should answer 404 to another customer using a set's id, and change nothing", async () => {
    const added = await api<Measurements>('/measurement/add-measurements', { token: ada.token, body: { measurements: { name: 'Mine', waist: 32 } } });
    const id = added.body.data?.id;
    const before = await sets(ada);
    expect((await api('/measurement/update-measurements', { token: bola.token, body: { id, measurements: { name: 'Stolen' } } })).status).toBe(404);
    expect((await api('/measurement/delete-measurements', { token: bola.token, body: { id } })).status).toBe(404);
    expect(await sets(ada)).toEqual(before);
    expect(await sets(bola)).toEqual([]);
  });

  test('It should add once per Idempotency-Key', async () => {
    const customer = await registerCustomer('meas-idem');
    const request = { token: customer.token, body: { measurements: { name: 'Once', chest: 40 } }, headers: { 'Idempotency-Key': 'measure-key-01' } };
    const first = await api<Measurements>('/measurement/add-measurements', request);
    const retry = await api<Measurements>('/measurement/add-measurements', request);
    expect(retry.body.data?.id).toBe(first.body.data?.id);
    expect(await sets(customer)).toHaveLength(1);
  });
});
