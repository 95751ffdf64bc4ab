import { httpRoute } from '../../lib/http/http-route';
import { accessCodeBody } from '../checkout/contract';
import { markTransferSent } from './bank-transfer';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: accessCodeBody,
  run: async ({ body }) => ({ message: 'Transfer reported', data: await markTransferSent(body.access_code) }),
});
