import { api } from '../support/api-client';
import { catalog, orderBody, placed, registerShopper, type Shopper } from '../support/orders';

/**
 * Page cursors are signed by the server (HMAC-SHA256 under the stack's cursor key) over the position and the
 * listing: a cursor the server did not write for that very listing is a 400 "Invalid cursor", never a 500 and
 * never a page from somewhere else.
 */

/** The cursor with its stored position edited (whatever else it carries is kept as it was). */
function withEditedPosition(cursor: string, edit: (value: string) => string): string {
  const [payload = '', ...rest] = cursor.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const position = (typeof decoded.k === 'object' && decoded.k !== null ? decoded.k : decoded) as Record<string, unknown>;
  for (const [field, value] of Object.entries(position)) if (typeof value === 'string') position[field] = edit(value);
  return [Buffer.from(JSON.stringify(decoded), 'utf8').toString('base64url'), ...rest].join('.');
}

function flip(cursor: string, at: number): string {
  return `${cursor.slice(0, at)}${cursor[at] === 'A' ? 'B' : 'A'}${cursor.slice(at + 1)}`;
}

describe('page cursors', () => {
  let ada: Shopper;
  let bola: Shopper;
  let ordersCursor: string;
  let catalogCursor: string;
  let productId: string;

  beforeAll(async () => {
    [ada, bola] = await Promise.all([registerShopper('cursor-a'), registerShopper('cursor-b')]);
    const product = (await catalog(1))[0];
    if (!product) throw new Error('The seeded catalog is empty');
    productId = product.id;
    for (const shopper of [ada, ada, bola, bola]) await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
    const [orders, products] = await Promise.all([api('/order/fetch-my-orders?limit=1', { token: ada.token }), api('/product/fetch-all-products?limit=1')]);
    if (!orders.body.next || !products.body.next) throw new Error('Expected a next cursor on both listings');
    ordersCursor = orders.body.next;
    catalogCursor = products.body.next;
  });

  test('It should follow a cursor it wrote to the next page of the same listing', async () => {
    const first = await api<{ orderID: string }[]>('/order/fetch-my-orders?limit=1', { token: ada.token });
    const second = await api<{ orderID: string }[]>(`/order/fetch-my-orders?limit=1&cursor=${encodeURIComponent(ordersCursor)}`, { token: ada.token });
    expect(second.status).toBe(200);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data?.[0]?.orderID).not.toBe(first.body.data?.[0]?.orderID);
  });

  test("It should answer 400 Invalid cursor for a cursor whose position was edited to another customer's orders", async () => {
    const forged = withEditedPosition(ordersCursor, (value) => value.split(ada.uuid).join(bola.uuid));
    expect(forged).not.toBe(ordersCursor);
    const answer = await api(`/order/fetch-my-orders?limit=1&cursor=${encodeURIComponent(forged)}`, { token: ada.token });
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: expect.stringMatching(/Invalid cursor/) });
  });

  test('It should answer 400 Invalid cursor for edited, truncated, random and foreign cursors on each listing', async () => {
    const cases: [string, string, string | undefined][] = [
      ['/order/fetch-my-orders', flip(ordersCursor, Math.floor(ordersCursor.length / 2)), ada.token],
      ['/order/fetch-my-orders', flip(ordersCursor, ordersCursor.length - 2), ada.token],
      ['/order/fetch-my-orders', ordersCursor.slice(0, -4), ada.token],
      ['/order/fetch-my-orders', ordersCursor, bola.token],
      ['/order/fetch-my-orders', catalogCursor, ada.token],
      ['/product/fetch-all-products', ordersCursor, undefined],
      ['/product/fetch-all-products', withEditedPosition(catalogCursor, (value) => `${value}0`), undefined],
      ['/product/fetch-all-products', Buffer.from('{"pk":"x","sk":"y"}', 'utf8').toString('base64url'), undefined],
      ['/notification/fetch-my-notifications', ordersCursor, ada.token],
      [`/product/${productId}/reviews`, catalogCursor, undefined],
    ];
    const answers = await Promise.all(
      cases.map(async ([path, cursor, token]) => {
        const answer = await api(`${path}?limit=1&cursor=${encodeURIComponent(cursor)}`, token ? { token } : {});
        return `${path} ${answer.status} ${answer.body.message}`;
      }),
    );
    expect(answers).toEqual(cases.map(([path]) => `${path} 400 Invalid cursor: start again from the first page`));
  });
});
