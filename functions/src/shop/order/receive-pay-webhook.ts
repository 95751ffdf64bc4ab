import { httpRoute } from '../../lib/http/http-route';
import { receivePayWebhook } from './pay-webhook';

export const handler = httpRoute({
  access: 'public',
  run: async ({ rawBody, headers }) => {
    await receivePayWebhook(rawBody, headers['x-aso-signature'] ?? headers['x-paystack-signature']);
    return { message: 'Received' };
  },
});
