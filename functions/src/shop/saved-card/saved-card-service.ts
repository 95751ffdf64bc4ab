import { createHash } from 'node:crypto';
import { NotFoundError } from '../../lib/http/errors';
import { User } from '../db/user';
import { deactivateCard, fetchCustomerCards, type PayAuthorization } from '../shared/pay-cards';
import type { SavedCard } from './contract';

/** The browser's id of a card: a hash of Pay's authorization code, so the code itself stays on the server. */
export function cardIdOf(authorizationCode: string): string {
  return createHash('sha256').update(`saved-card:${authorizationCode}`).digest('base64url').slice(0, 32);
}

export function savedCardView(card: PayAuthorization): SavedCard {
  return {
    cardId: cardIdOf(card.authorization_code),
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    bank: card.bank ?? null,
  };
}

async function accountEmail(userId: string): Promise<string | undefined> {
  const { data } = await User.get({ userId }).go();
  return data?.email;
}

/**
 * The card behind `cardId`, looked up among the cards Pay holds for `email` only: a card of anyone else is
 * "not found", exactly like an id nobody has.
 */
export async function ownCard(email: string, cardId: string): Promise<PayAuthorization> {
  const card = (await fetchCustomerCards(email)).find((candidate) => cardIdOf(candidate.authorization_code) === cardId);
  if (!card) throw new NotFoundError('This card is not saved in your account');
  return card;
}

/** `GET /user/fetch-saved-cards`: the cards Pay saved for the signed-in customer's e-mail. */
export async function listSavedCards(userId: string): Promise<SavedCard[]> {
  const email = await accountEmail(userId);
  return email ? (await fetchCustomerCards(email)).map(savedCardView) : [];
}

/** `POST /user/remove-saved-card`: Pay forgets one of the customer's own cards for good. */
export async function removeSavedCard(userId: string, cardId: string): Promise<void> {
  const email = await accountEmail(userId);
  if (!email) throw new NotFoundError('This card is not saved in your account');
  await deactivateCard((await ownCard(email, cardId)).authorization_code);
}
