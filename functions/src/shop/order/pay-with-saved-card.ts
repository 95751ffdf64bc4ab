import { httpRoute } from '../../lib/http/http-route';
import { payWithSavedCardBody } from '../saved-card/contract';
import { payWithSavedCard } from './saved-card-payment-service';

export const handler = httpRoute({
  access: 'customer',
  body: payWithSavedCardBody,
  run: async ({ body, identity }) => payWithSavedCard(identity.userId, body.orderID, body.cardId),
});
