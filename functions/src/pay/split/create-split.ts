import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { createSplitBody } from './contract';
import { createSplit } from './split-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: createSplitBody,
  run: async ({ merchant, body }) => ({ message: 'Split created', data: await createSplit(merchant, body) }),
});
