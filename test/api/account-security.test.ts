import type { AuthSession, LogInAnswer, TotpChallenge, TwoFactorEnrolment, TwoFactorRecoveryCodes, TwoFactorStatus } from '../../functions/src/shop/auth/contract';
import type { Order } from '../../functions/src/shop/order/contract';
import type { SavedCard, SavedCardPayment } from '../../functions/src/shop/saved-card/contract';
import { registerCustomer, strongPassword } from '../support/accounts';
import { totpOf } from '../support/admin';
import { api } from '../support/api-client';
import { catalog, chargedOrder, fetchOrder, orderBody, placed, registerShopper, storedItems, waitUntilPaid, type Shopper } from '../support/orders';

/** Security & Payment Methods: a customer's own two-factor sign-in, and the cards Pay saved for them. */

async function savedCards(shopper: Shopper): Promise<SavedCard[]> {
  const answer = await api<SavedCard[]>('/user/fetch-saved-cards', { token: shopper.token });
  expect(answer.status).toBe(200);
  return answer.body.data ?? [];
}

function payWithSavedCard(shopper: Shopper, orderID: string, cardId: string) {
  return api<SavedCardPayment<Order>>('/order/pay-with-saved-card', { token: shopper.token, body: { orderID, cardId } });
}

/** How many payment attempts the order has claimed, as stored. */
async function attemptsOf(orderID: string): Promise<unknown> {
  const [order] = await storedItems('order', 'orderID', orderID);
  return order?.paymentAttempts;
}

describe("a customer's two-factor sign-in", () => {
  test('It should turn on, then ask every sign-in for a code, take a recovery code once, and turn off with a code', async () => {
    const customer = await registerCustomer('totp-customer');
    expect((await api<TwoFactorStatus>('/auth/fetch-two-factor', { token: customer.token })).body.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const started = await api<TwoFactorEnrolment>('/auth/start-two-factor', { method: 'POST', token: customer.token });
    expect(started.status).toBe(200);
    const totp = totpOf(started.body.data?.uri ?? '');
    const confirmed = await api<TwoFactorRecoveryCodes>('/auth/confirm-two-factor', { token: customer.token, body: { code: totp.generate(), password: strongPassword } });
    expect(confirmed.status).toBe(200);
    const recoveryCodes = confirmed.body.data?.recoveryCodes ?? [];
    expect(recoveryCodes).toHaveLength(8);
    // Every session begun without the code has ended (its refresh token with it); the confirmation opened this
    // browser's new one.
    expect((await api('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie] })).status).toBe(401);
    const token = confirmed.body.data?.session.accessToken ?? '';
    expect((await api<TwoFactorStatus>('/auth/fetch-two-factor', { token })).body.data).toEqual({ enabled: true, recoveryCodesLeft: 8 });

    const login = await api<LogInAnswer>('/auth/login', { body: { email: customer.email, password: strongPassword } });
    expect(login.body.data).toEqual({ totpRequired: true, challenge: expect.any(String), expiresIn: 300 });
    expect(login.setCookies.some((cookie) => cookie.startsWith('aso_refresh='))).toBe(false);
    const challenge = (login.body.data as TotpChallenge).challenge;
    const signedIn = await api<AuthSession>('/auth/login-totp', { body: { challenge, code: totp.generate({ timestamp: Date.now() + 30_000 }) } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.user).toMatchObject({ uuid: customer.uuid, isAdmin: false });

    const [recovery = ''] = recoveryCodes;
    const again = await api<LogInAnswer>('/auth/login', { body: { email: customer.email, password: strongPassword } });
    const withRecovery = await api<AuthSession>('/auth/login-totp', { body: { challenge: (again.body.data as TotpChallenge).challenge, code: recovery } });
    expect(withRecovery.status).toBe(200);
    const reused = await api<LogInAnswer>('/auth/login', { body: { email: customer.email, password: strongPassword } });
    expect((await api('/auth/login-totp', { body: { challenge: (reused.body.data as TotpChallenge).challenge, code: recovery } })).status).toBe(401);

    const current = signedIn.body.data?.accessToken ?? '';
    expect((await api('/auth/disable-two-factor', { token: current, body: { code: '000000' } })).status).toBe(400);
    expect((await api('/auth/disable-two-factor', { token: current, body: { code: recoveryCodes[1] } })).status).toBe(200);
    const plain = await api<LogInAnswer>('/auth/login', { body: { email: customer.email, password: strongPassword } });
    expect(plain.body.data).toMatchObject({ accessToken: expect.any(String), user: { uuid: customer.uuid } });
  });
});

describe('saved cards', () => {
  let ada: Shopper;
  let bola: Shopper;
  let productId: string;
  let adaCard: SavedCard;

  beforeAll(async () => {
    [ada, bola] = await Promise.all([registerShopper('cards-a'), registerShopper('cards-b')]);
    const [product] = await catalog(1);
    productId = product?.id ?? '';
    const first = await chargedOrder(ada, [productId]);
    await waitUntilPaid(ada, first.orderID);
  });

  test("It should list the customer's own cards (brand, last four, expiry) and never Pay's authorization code", async () => {
    const cards = await savedCards(ada);
    expect(cards).toHaveLength(1);
    adaCard = cards[0] as SavedCard;
    expect(adaCard).toMatchObject({ cardId: expect.any(String), brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030' });
    const raw = JSON.stringify((await api('/user/fetch-saved-cards', { token: ada.token })).body);
    expect(raw).not.toMatch(/AUTH_|authorization/i);
    expect(await savedCards(bola)).toEqual([]);
  });

  test("It should refuse another customer's card as not found, and change nothing", async () => {
    const bolaOrder = await placed(bola, orderBody(bola, [{ productId, quantity: 1 }]));
    const paying = await payWithSavedCard(bola, bolaOrder.orderID, adaCard.cardId);
    expect(paying.status).toBe(404);
    expect(paying.body.message).toBe('This card is not saved in your account');
    expect((await fetchOrder(bola, bolaOrder.orderID)).body.data?.payment).toBe('unpaid');
    expect(await attemptsOf(bolaOrder.orderID)).toBe(1);
    expect((await api('/user/remove-saved-card', { token: bola.token, body: { cardId: adaCard.cardId } })).status).toBe(404);
    expect(await savedCards(ada)).toHaveLength(1);
    // Ada's own card on Bola's order: the order is not Ada's.
    expect((await payWithSavedCard(ada, bolaOrder.orderID, adaCard.cardId)).status).toBe(404);
  });

  test("It should pay an unpaid order with a saved card for the order's own total, once, whatever the retries", async () => {
    const order = await placed(ada, orderBody(ada, [{ productId, quantity: 2 }]));
    const paying = await payWithSavedCard(ada, order.orderID, adaCard.cardId);
    expect(paying.status).toBe(200);
    expect(paying.body.data?.outcome).toBe('paid');
    expect(paying.body.data?.order).toMatchObject({ orderID: order.orderID, payment: 'paid', totalPrice: order.totalPrice });
    await waitUntilPaid(ada, order.orderID);
    expect(await attemptsOf(order.orderID)).toBe(2);

    // Asked again (a lost answer, a second tap): the order is already paid and nothing more is charged.
    const again = await payWithSavedCard(ada, order.orderID, adaCard.cardId);
    expect(again.status).toBe(200);
    expect(again.body.data?.outcome).toBe('paid');
    expect(await attemptsOf(order.orderID)).toBe(2);
  });

  test('It should remove a card for good, after which it can no longer pay', async () => {
    const order = await placed(ada, orderBody(ada, [{ productId, quantity: 1 }]));
    const removed = await api('/user/remove-saved-card', { token: ada.token, body: { cardId: adaCard.cardId } });
    expect(removed.status).toBe(200);
    expect(await savedCards(ada)).toEqual([]);
    expect((await payWithSavedCard(ada, order.orderID, adaCard.cardId)).status).toBe(404);
    expect((await fetchOrder(ada, order.orderID)).body.data?.payment).toBe('unpaid');
    expect((await api('/user/remove-saved-card', { token: ada.token, body: {} })).status).toBe(400);
  });

  test('It should refuse the saved-card routes to anonymous callers', async () => {
    expect((await api('/user/fetch-saved-cards')).status).toBe(401);
    expect((await api('/order/pay-with-saved-card', { body: { orderID: 'X', cardId: 'Y' } })).status).toBe(401);
  });
});
