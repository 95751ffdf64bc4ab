import { NotFoundError } from '../../lib/http/errors';
import { User } from '../db/user';
import { cardIdOf, deactivateCard, fetchCustomerCards, ownCard, type PayAuthorization } from '../shared/pay-cards';
import type { SavedCard } from './contract';

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
