import { httpRoute } from '../../lib/http/http-route';
import { resendOtpBody } from './contract';
import { resendOtp } from './code-request-service';

export const handler = httpRoute({
  access: 'public',
  body: resendOtpBody,
  run: async ({ body, sourceIp }) => ({
    message:
      body.purpose === 'recovery'
        ? `If ${body.email} has an account, a new code is on its way`
        : `We sent a new 6-digit code to ${body.email}`,
    data: await resendOtp(body.email, body.purpose, sourceIp),
  }),
});
