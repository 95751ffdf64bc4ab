import { httpRoute } from '../../lib/http/http-route';
import { vaultVerifyCodeBody } from '../checkout/contract';
import { verifyVaultCode } from './vault-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: vaultVerifyCodeBody,
  run: async ({ body }) => ({ message: 'Code verified', data: await verifyVaultCode(body.access_code, body.code) }),
});
