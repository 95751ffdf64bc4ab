import { httpRoute } from '../../lib/http/http-route';
import { accessCodeBody } from '../checkout/contract';
import { confirmTestTransfer } from './bank-transfer';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: accessCodeBody,
  run: async ({ body }) => ({ message: 'Transfer confirmed (test mode)', data: await confirmTestTransfer(body.access_code) }),
});
