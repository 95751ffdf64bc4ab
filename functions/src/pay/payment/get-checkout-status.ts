import * as z from '../../lib/zod';
import { httpRoute } from '../../lib/http/http-route';
import { checkoutStatus } from './checkout-status';

const params = /* @__PURE__ */ z.pure(() => z.object({ access_code: z.string().check(z.trim(), z.minLength(1, 'access_code is required'), z.maxLength(64, 'access_code is too long')) }));

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  params,
  run: async ({ params: { access_code } }) => ({ message: 'Status retrieved', data: await checkoutStatus(access_code) }),
});
