import { httpRoute } from '../../lib/http/http-route';
import { vaultCardBody } from '../checkout/contract';
import { removeVaultCard } from './vault-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: vaultCardBody,
  run: async ({ body }) => ({ message: 'Card removed', data: await removeVaultCard(body.access_code, body.vault_token, body.card_id) }),
});
