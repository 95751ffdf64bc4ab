import { testCards, type ChargeResult, type VaultSession } from '../../functions/src/pay/checkout/contract';
import { codeIn, waitForMail } from '../support/mail';
import { cardBody, createTestMerchant, initializeCheckout, pay, uniqueEmail } from './pay-helpers';

/**
 * `POST /transaction/cancel/{reference}` (a Pay extension, docs/pay.md): the merchant closes an attempt, and its
 * access code can no longer be paid by card, transfer or vault, nor resumed; a paid attempt is never cancelled.
 */
describe('Pay: a merchant cancelling a transaction', () => {
  let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
  let other: Awaited<ReturnType<typeof createTestMerchant>>;

  beforeAll(async () => {
    [merchant, other] = await Promise.all([createTestMerchant({ name: 'Cancel shop' }), createTestMerchant({ name: 'Another cancel shop' })]);
  });

  function cancel(reference: string, key = merchant.secretKey) {
    return pay<{ status: string; reference: string; gateway_response: string }>(`/transaction/cancel/${encodeURIComponent(reference)}`, { method: 'POST', key });
  }

  test('It should cancel a pending transaction, then refuse its card, transfer and wallet charges, and answer the same when asked again', async () => {
    const checkout = await initializeCheckout(merchant.secretKey);
    const cancelled = await cancel(checkout.reference);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'abandoned', reference: checkout.reference, gateway_response: 'Cancelled by the merchant' });
    const card = await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) });
    expect([card.status, card.body.message]).toEqual([409, 'The merchant cancelled this payment: start a new payment']);
    expect((await pay('/checkout/charge/bank_transfer', { body: { access_code: checkout.accessCode } })).status).toBe(409);
    expect((await pay('/checkout/test/confirm_transfer', { body: { access_code: checkout.accessCode } })).status).toBe(409);
    expect((await cancel(checkout.reference)).body.data).toMatchObject({ status: 'abandoned' });
    const verified = await pay<{ status: string }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
    expect(verified.body.data.status).toBe('abandoned');
  });

  test('It should refuse the vault charge of a transaction cancelled after the customer unlocked the vault', async () => {
    const email = uniqueEmail('cancel-vault');
    const first = await initializeCheckout(merchant.secretKey, { email });
    expect((await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(first.accessCode, testCards.success, { save_card: true }) })).body.data.status).toBe('success');
    const checkout = await initializeCheckout(merchant.secretKey, { email });
    const since = Date.now();
    expect((await pay('/checkout/vault/request_code', { body: { access_code: checkout.accessCode } })).status).toBe(200);
    const code = codeIn(await waitForMail(email, (mail) => Date.parse(mail.date) >= since - 1000 && /Aso Pay code/.test(mail.subject)));
    const session = await pay<VaultSession>('/checkout/vault/verify_code', { body: { access_code: checkout.accessCode, code } });
    const saved = session.body.data.cards[0];
    if (!saved) throw new Error('no saved card');
    expect((await cancel(checkout.reference)).status).toBe(200);
    const charged = await pay('/checkout/vault/charge', { body: { access_code: checkout.accessCode, vault_token: session.body.data.vault_token, card_id: saved.id } });
    expect(charged.status).toBe(409);
    expect((await pay<{ status: string }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey })).body.data.status).toBe('abandoned');
  });

  test('It should never cancel a paid transaction, nor one the customer reported a transfer for', async () => {
    const paid = await initializeCheckout(merchant.secretKey);
    await pay('/checkout/charge/card', { body: cardBody(paid.accessCode, testCards.success) });
    const refused = await cancel(paid.reference);
    expect([refused.status, refused.body.message]).toEqual([409, 'Transaction has already been paid: it cannot be cancelled']);
    expect((await pay<{ status: string }>(`/transaction/verify/${paid.reference}`, { key: merchant.secretKey })).body.data.status).toBe('success');

    const transfer = await initializeCheckout(merchant.secretKey);
    await pay('/checkout/charge/bank_transfer', { body: { access_code: transfer.accessCode } });
    await pay('/checkout/charge/bank_transfer/sent', { body: { access_code: transfer.accessCode } });
    expect((await cancel(transfer.reference)).status).toBe(409);
    expect((await pay('/checkout/test/confirm_transfer', { body: { access_code: transfer.accessCode } })).status).toBe(200);
  });

  test("It should answer 404 for an unknown reference and for another merchant's, and change nothing", async () => {
    const checkout = await initializeCheckout(merchant.secretKey);
    expect((await cancel('no-such-reference')).status).toBe(404);
    expect((await cancel(checkout.reference, other.secretKey)).status).toBe(404);
    expect((await cancel(checkout.reference, merchant.publicKey)).status).toBe(401);
    expect((await pay<ChargeResult>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) })).body.data.status).toBe('success');
  });

  test('It should let the card charge or the cancel win a race, never both', async () => {
    const checkouts = await Promise.all(Array.from({ length: 6 }, () => initializeCheckout(merchant.secretKey)));
    const outcomes = await Promise.all(
      checkouts.map(async (checkout) => {
        const [charge, cancelled] = await Promise.all([pay<ChargeResult>('/checkout/charge/card', { body: cardBody(checkout.accessCode, testCards.success) }), cancel(checkout.reference)]);
        const verified = await pay<{ status: string }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
        return { charged: charge.status === 200 && charge.body.data.status === 'success', cancelled: cancelled.status === 200, status: verified.body.data.status };
      }),
    );
    for (const outcome of outcomes) {
      expect(outcome.charged !== outcome.cancelled).toBe(true);
      expect(outcome.status).toBe(outcome.charged ? 'success' : 'abandoned');
    }
  });
});
