import { httpRoute } from '../../lib/http/http-route';
import { accessCodeBody } from '../checkout/contract';
import { requestVaultCode } from './vault-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: accessCodeBody,
  run: async ({ body }) => ({ message: 'Code sent', data: await requestVaultCode(body.access_code) }),
});
