import { isConditionFailure } from '../../lib/db/condition-failure';
import { BadRequestError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../../lib/http/errors';
import type { ChargeResult, VaultCard, VaultCodeSent, VaultSession } from '../checkout/contract';
import { Authorization, type AuthorizationItem } from '../db/authorization';
import type { MerchantItem } from '../db/merchant';
import { VaultCode, type VaultCodeItem } from '../db/vault-code';
import { getMerchant } from '../merchant/merchant-service';
import { chargeable, chargeWithAuthorization } from '../payment/card-charge';
import { hasSavedCards } from '../transaction/request-inline-service';
import { payMasterKey } from '../webhook/pay-master-key';
import { generateVaultCode, hashVaultCode, hashVaultToken, maskEmail, newVaultToken, vaultCardId, vaultCodeMatches } from './vault-code';
import { countRequest } from '../shared/request-limit';
import { sendVaultCode } from './vault-mail';

/** The same rules as the Shop's sign-up code: 10 minutes, single use, 5 tries. */
const codeValidityMs = 10 * 60 * 1000;
const maxTries = 5;
const sessionValidityMs = 15 * 60 * 1000;
/** Whoever holds the access code could otherwise flood the customer's inbox. */
const resendCooldownMs = 30 * 1000;
const hourMs = 60 * 60 * 1000;

/**
 * Anyone with a merchant's public key can open a checkout for any e-mail, so each new checkout (or new code)
 * would otherwise buy 5 more guesses at that customer's code. Five codes an hour per e-mail, across all
 * merchants, caps that at 25 guesses an hour (odds 1 in 40,000 of ever hitting a 6-digit code in an hour).
 */
export const codesPerEmailHour = 5;
/** Per merchant, across customers: one public key cannot spray codes at many customers at once. */
export const defaultCodesPerMerchantHour = 100;

const emailRule = {
  scope: 'vault-code:email',
  limit: codesPerEmailHour,
  windowMs: hourMs,
  message: 'Too many codes were sent to this e-mail: try again later or pay with a card',
};

function merchantRule(merchant: MerchantItem) {
  return {
    scope: 'vault-code:merchant',
    limit: merchant.vaultCodesPerHour ?? defaultCodesPerMerchantHour,
    windowMs: hourMs,
    message: 'Too many saved-card codes were asked for at this merchant: try again later or pay with a card',
  };
}

async function savedCards(email: string): Promise<AuthorizationItem[]> {
  const { data } = await Authorization.query
    .byEmail({ email })
    .where(({ inVault }, { eq }) => eq(inVault, true))
    .go({ order: 'desc', pages: 'all' });
  return data;
}

function cardView(authorization: AuthorizationItem): VaultCard {
  return {
    id: vaultCardId(authorization.authorizationCode),
    brand: authorization.brand,
    last4: authorization.last4,
    exp_month: authorization.expMonth,
    exp_year: authorization.expYear,
  };
}

/**
 * Mails a new 6-digit code to the checkout's e-mail; it replaces any earlier one (at most one per 30 s per
 * checkout, and within the per-e-mail and per-merchant hourly limits, counted only for codes sent).
 */
export async function requestVaultCode(accessCode: string): Promise<VaultCodeSent> {
  const transaction = await chargeable(accessCode);
  if (!(await hasSavedCards(transaction.email))) throw new NotFoundError('There are no saved cards for this e-mail');
  const { data: previous } = await VaultCode.get({ accessCode }).go({ consistent: true });
  const waitMs = previous && !previous.consumed ? previous.validUntil - codeValidityMs + resendCooldownMs - Date.now() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new TooManyRequestsError(`A code was just sent: wait ${seconds} seconds before asking for another`, seconds);
  }
  const merchant = await getMerchant(transaction.merchantId);
  await countRequest(emailRule, transaction.email);
  await countRequest(merchantRule(merchant), merchant.merchantId);
  const code = generateVaultCode();
  const validUntil = Date.now() + codeValidityMs;
  await VaultCode.put({
    accessCode,
    email: transaction.email,
    codeHash: hashVaultCode(await payMasterKey(), accessCode, transaction.email, code),
    validUntil,
    tries: 0,
    consumed: false,
    expiresAt: Math.floor(validUntil / 1000) + 3600,
  }).go();
  await sendVaultCode(transaction.email, code, merchant.name, codeValidityMs / 60_000);
  return { email: maskEmail(transaction.email) };
}

const expiredCode = () => new BadRequestError('This code has expired or was already used: request a new code', [{ path: 'code', message: 'expired' }]);
const tooManyTries = () => new TooManyRequestsError('Too many wrong codes: request a new code');

/**
 * Takes one of the code's tries before the guess is looked at: a conditional increment that refuses once
 * the tries are used up, so parallel guesses can never get more than `maxTries` evaluated.
 */
async function takeTry(accessCode: string): Promise<VaultCodeItem> {
  const now = Date.now();
  try {
    const { data } = await VaultCode.patch({ accessCode })
      .add({ tries: 1 })
      .where((attributes, { eq, lt, gt }) => `${eq(attributes.consumed, false)} AND ${gt(attributes.validUntil, now)} AND ${lt(attributes.tries, maxTries)}`)
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data: record } = await VaultCode.get({ accessCode }).go({ consistent: true });
  if (!record || record.consumed || record.validUntil <= now) throw expiredCode();
  throw tooManyTries();
}

/**
 * Checks the code; a right one opens a short vault session (a token) listing the saved cards. The code is
 * the one mailed for this checkout (its hash is bound to the access code), so it opens no other checkout.
 */
export async function verifyVaultCode(accessCode: string, code: string): Promise<VaultSession> {
  const record = await takeTry(accessCode);
  if (!vaultCodeMatches(await payMasterKey(), accessCode, record.email, code, record.codeHash)) {
    if (record.tries >= maxTries) throw new TooManyRequestsError('The code is not correct, and that was the last try: request a new code');
    throw new BadRequestError('The code is not correct', [{ path: 'code', message: 'not correct' }]);
  }
  const token = newVaultToken();
  try {
    await VaultCode.patch({ accessCode })
      .set({ consumed: true, tokenHash: hashVaultToken(token), tokenValidUntil: Date.now() + sessionValidityMs })
      .where((attributes, { eq }) => `${eq(attributes.consumed, false)} AND ${eq(attributes.codeHash, record.codeHash)}`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw expiredCode();
    throw error;
  }
  return { vault_token: token, cards: (await savedCards(record.email)).map(cardView) };
}

async function vaultEmail(accessCode: string, token: string): Promise<string> {
  const { data: record } = await VaultCode.get({ accessCode }).go({ consistent: true });
  const valid = record?.tokenHash !== undefined && record.tokenHash === hashVaultToken(token) && (record.tokenValidUntil ?? 0) > Date.now();
  if (!record || !valid) throw new UnauthorizedError('The vault session has expired: request a new code');
  return record.email;
}

async function savedCard(email: string, cardId: string): Promise<AuthorizationItem> {
  const card = (await savedCards(email)).find((candidate) => vaultCardId(candidate.authorizationCode) === cardId);
  if (!card) throw new NotFoundError('Saved card not found');
  return card;
}

export async function chargeVaultCard(accessCode: string, token: string, cardId: string): Promise<ChargeResult> {
  const email = await vaultEmail(accessCode, token);
  const card = await savedCard(email, cardId);
  const transaction = await chargeable(accessCode);
  const settled = await chargeWithAuthorization(transaction, card.authorizationCode, {
    bin: card.bin,
    last4: card.last4,
    brand: card.brand,
    expMonth: card.expMonth,
    expYear: card.expYear,
  });
  return {
    status: settled.status === 'success' ? 'success' : 'failed',
    message: settled.status === 'success' ? 'Payment successful' : (settled.gatewayResponse ?? 'Declined'),
    reference: settled.reference,
  };
}

export async function removeVaultCard(accessCode: string, token: string, cardId: string): Promise<{ cards: VaultCard[] }> {
  const email = await vaultEmail(accessCode, token);
  const card = await savedCard(email, cardId);
  await Authorization.patch({ authorizationCode: card.authorizationCode }).set({ inVault: false }).go();
  return { cards: (await savedCards(email)).map(cardView) };
}
