import { httpRoute } from '../../lib/http/http-route';
import { listSavedCards } from './saved-card-service';

export const handler = httpRoute({
  access: 'customer',
  run: async ({ identity }) => ({ message: 'Your saved cards', data: await listSavedCards(identity.userId) }),
});
