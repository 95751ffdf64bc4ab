import { httpRoute } from '../../lib/http/http-route';
import { forgotPasswordBody } from './contract';
import { sendRecoveryOtp } from './code-request-service';

export const handler = httpRoute({
  access: 'public',
  body: forgotPasswordBody,
  run: async ({ body, sourceIp }) => ({
    message: `If ${body.email} has an account, a 6-digit code is on its way`,
    data: await sendRecoveryOtp(body.email, sourceIp),
  }),
});
