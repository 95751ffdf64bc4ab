import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { partialDebit } from './authorization-charge-service';
import { partialDebitBody } from './contract';
import { idempotent } from './idempotency-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: partialDebitBody,
  run: async ({ merchant, body, headers, rawBody }) =>
    idempotent(merchant.merchantId, 'partial_debit', headers, rawBody, async () => ({
      message: 'Charge attempted',
      data: await partialDebit(merchant, merchant.mode, body),
    })),
});
