import { removeSavedCardBody } from '@functions/shop/saved-card/contract';
import type { AuthedPost } from '../../../lib/auth/session';
import { invalidateSavedCards } from '../../../components/saved-cards/api/fetch-saved-cards';

export { removeSavedCardBody };

/** `POST /user/remove-saved-card`: Pay forgets the card for good; the list is read again. */
export async function removeSavedCard(post: AuthedPost, cardId: string): Promise<string> {
  const envelope = await post('/user/remove-saved-card', { cardId });
  invalidateSavedCards();
  return envelope.message;
}
