import { httpRoute } from '../../lib/http/http-route';
import { accessCodeParams } from '../checkout/contract';
import { verifyAccessCode } from './request-inline-service';

/** The access code is the capability: whoever holds it may load this one checkout. */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  params: accessCodeParams,
  run: async ({ params }) => ({ message: 'Access code verified', data: await verifyAccessCode(params.code) }),
});
