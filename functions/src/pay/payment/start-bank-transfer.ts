import { httpRoute } from '../../lib/http/http-route';
import { accessCodeBody } from '../checkout/contract';
import { startBankTransfer } from './bank-transfer';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: accessCodeBody,
  run: async ({ body }) => ({ message: 'Transfer account created', data: await startBankTransfer(body.access_code) }),
});
