import { httpRoute } from '../../lib/http/http-route';
import { removeSavedCardBody } from './contract';
import { removeSavedCard } from './saved-card-service';

export const handler = httpRoute({
  access: 'customer',
  body: removeSavedCardBody,
  run: async ({ body, identity }) => {
    await removeSavedCard(identity.userId, body.cardId);
    return { message: 'The card is removed' };
  },
});
