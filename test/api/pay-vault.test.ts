import { testCards, type ChargeResult, type InitData, type VaultCards, type VaultSession } from '../../functions/src/pay/checkout/contract';
import { codeIn, waitForMail } from '../support/mail';
import { cardBody, createTestMerchant, initializeCheckout, pay, uniqueEmail } from './pay-helpers';

describe('Pay vault', () => {
  let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
  let other: Awaited<ReturnType<typeof createTestMerchant>>;

  beforeAll(async () => {
    merchant = await createTestMerchant({ name: 'Vault shop' });
    other = await createTestMerchant({ name: 'Another vault shop' });
  });

  /** A customer who paid once and ticked "Save this card with Pay". */
  async function customerWithSavedCard(): Promise<string> {
    const email = uniqueEmail('vault');
    const checkout = await initializeCheckout(merchant.secretKey, { email });
    const paid = await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success, { save_card: true }) });
    expect(paid.body.data.status).toBe('success');
    return email;
  }

  async function requestCode(accessCode: string, email: string, since: number): Promise<string> {
    const sent = await pay<{ email: string }>('/checkout/vault/request_code', { body: { access_code: accessCode } });
    expect(sent.status).toBe(200);
    expect(sent.body.data.email).toMatch(/^v\*\*\*@example\.com$/);
    return codeIn(await waitForMail(email, (mail) => Date.parse(mail.date) >= since - 1000 && /Aso Pay code/.test(mail.subject)));
  }

  test('It should offer the vault only to an e-mail with a saved card, at any merchant', async () => {
    const email = await customerWithSavedCard();
    const checkout = await initializeCheckout(other.secretKey, { email });
    const init = (await pay<InitData>(`/transaction/verify_access_code/${checkout.accessCode}`)).body.data;
    expect(init.canPayWithVault).toBe(true);
    expect(init.link_config).toEqual({ enabled: true, has_payment_instruments: true });
    const stranger = await initializeCheckout(other.secretKey, { email: uniqueEmail('nocards') });
    expect((await pay<InitData>(`/transaction/verify_access_code/${stranger.accessCode}`)).body.data.canPayWithVault).toBe(false);
    expect((await pay('/checkout/vault/request_code', { body: { access_code: stranger.accessCode } })).status).toBe(404);
  });

  test('It should mail a code, list the saved cards for it, pay with one and remove one', async () => {
    const email = await customerWithSavedCard();
    const checkout = await initializeCheckout(other.secretKey, { email, amount: 330000 });
    const code = await requestCode(checkout.accessCode, email, Date.now());
    const session = await pay<VaultSession>('/checkout/vault/verify_code', { body: { access_code: checkout.accessCode, code } });
    expect(session.status).toBe(200);
    expect(session.body.data.cards).toEqual([{ id: expect.any(String), brand: 'visa', last4: '4081', exp_month: '12', exp_year: expect.any(String) }]);
    expect(JSON.stringify(session.body)).not.toMatch(/AUTH_/);
    const card = session.body.data.cards[0];
    if (!card) throw new Error('no card');

    const wrongToken = await pay('/checkout/vault/charge', { body: { access_code: checkout.accessCode, vault_token: 'forged', card_id: card.id } });
    expect(wrongToken.status).toBe(401);
    const paid = await pay<ChargeResult>('/checkout/vault/charge', { body: { access_code: checkout.accessCode, vault_token: session.body.data.vault_token, card_id: card.id } });
    expect(paid.body.data).toMatchObject({ status: 'success', reference: checkout.reference });
    const verified = await pay<{ status: string; amount: number }>(`/transaction/verify/${checkout.reference}`, { key: other.secretKey });
    expect(verified.body.data).toMatchObject({ status: 'success', amount: 330000 });

    const removed = await pay<VaultCards>('/checkout/vault/remove', { body: { access_code: checkout.accessCode, vault_token: session.body.data.vault_token, card_id: card.id } });
    expect(removed.body.data.cards).toEqual([]);
    const later = await initializeCheckout(other.secretKey, { email });
    expect((await pay<InitData>(`/transaction/verify_access_code/${later.accessCode}`)).body.data.canPayWithVault).toBe(false);
  });

  test('It should take a code once, and send at most one code per 30 seconds', async () => {
    const email = await customerWithSavedCard();
    const checkout = await initializeCheckout(other.secretKey, { email });
    const code = await requestCode(checkout.accessCode, email, Date.now());
    const again = await pay('/checkout/vault/request_code', { body: { access_code: checkout.accessCode } });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await pay('/checkout/vault/verify_code', { body: { access_code: checkout.accessCode, code } })).status).toBe(200);
    const reused = await pay('/checkout/vault/verify_code', { body: { access_code: checkout.accessCode, code } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toContain('request a new code');
  });

  test('It should allow 5 tries, then refuse even the right code until a new one is requested', async () => {
    const email = await customerWithSavedCard();
    const checkout = await initializeCheckout(other.secretKey, { email });
    const code = await requestCode(checkout.accessCode, email, Date.now());
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await pay('/checkout/vault/verify_code', { body: { access_code: checkout.accessCode, code: wrong } })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await pay('/checkout/vault/verify_code', { body: { access_code: checkout.accessCode, code } })).status).toBe(429);
    expect((await pay('/checkout/vault/verify_code', { body: { access_code: checkout.accessCode, code: '12' } })).body.message).toContain('code');
  });

  test('It should evaluate at most 5 of 40 parallel wrong guesses, refusing the rest before they are checked', async () => {
    const email = await customerWithSavedCard();
    const checkout = await initializeCheckout(other.secretKey, { email });
    const code = await requestCode(checkout.accessCode, email, Date.now());
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => pay('/checkout/vault/verify_code', { body: { access_code: checkout.accessCode, code: wrong } })),
    );
    const evaluated = answers.filter((answer) => answer.body.message.startsWith('The code is not correct'));
    const refused = answers.filter((answer) => answer.body.message === 'Too many wrong codes: request a new code');
    expect(evaluated).toHaveLength(5);
    expect(evaluated.filter((answer) => answer.status === 400)).toHaveLength(4);
    expect(refused).toHaveLength(35);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    const right = await pay('/checkout/vault/verify_code', { body: { access_code: checkout.accessCode, code } });
    expect(right.status).toBe(429);
  });

  test('It should open only the checkout that asked for the code', async () => {
    const email = await customerWithSavedCard();
    const first = await initializeCheckout(other.secretKey, { email });
    const second = await initializeCheckout(other.secretKey, { email });
    const codeOfFirst = await requestCode(first.accessCode, email, Date.now());
    const onSecond = await pay('/checkout/vault/verify_code', { body: { access_code: second.accessCode, code: codeOfFirst } });
    expect(onSecond.status).toBe(400);
    const session = await pay<VaultSession>('/checkout/vault/verify_code', { body: { access_code: first.accessCode, code: codeOfFirst } });
    expect(session.status).toBe(200);
    const card = session.body.data.cards[0];
    if (!card) throw new Error('no card');
    const chargeSecond = await pay('/checkout/vault/charge', { body: { access_code: second.accessCode, vault_token: session.body.data.vault_token, card_id: card.id } });
    expect(chargeSecond.status).toBe(401);
    const unpaid = await pay<{ status: string }>(`/transaction/verify/${second.reference}`, { key: other.secretKey });
    expect(unpaid.body.data.status).not.toBe('success');
  });

  test('It should send at most 5 codes an hour to one e-mail, whichever merchant asks', async () => {
    const email = await customerWithSavedCard();
    const statuses: number[] = [];
    for (const shop of [other, merchant, other, merchant, other, merchant]) {
      const checkout = await initializeCheckout(shop.secretKey, { email });
      statuses.push((await pay('/checkout/vault/request_code', { body: { access_code: checkout.accessCode } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test("It should send at most the merchant's hourly number of codes across its customers", async () => {
    const limited = await createTestMerchant({ name: 'Vault limited shop', vaultCodesPerHour: 2 });
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const checkout = await initializeCheckout(limited.secretKey, { email: await customerWithSavedCard() });
      statuses.push((await pay('/checkout/vault/request_code', { body: { access_code: checkout.accessCode } })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const elsewhere = await initializeCheckout(other.secretKey, { email: await customerWithSavedCard() });
    expect((await pay('/checkout/vault/request_code', { body: { access_code: elsewhere.accessCode } })).status).toBe(200);
  });
});
