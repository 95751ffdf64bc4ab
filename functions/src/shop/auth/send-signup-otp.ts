import { httpRoute } from '../../lib/http/http-route';
import { signUpOtpBody } from './contract';
import { sendSignUpOtp } from './code-request-service';

export const handler = httpRoute({
  access: 'public',
  body: signUpOtpBody,
  run: async ({ body, sourceIp }) => ({
    message: `We sent a 6-digit code to ${body.email}`,
    data: await sendSignUpOtp(body.email, body.firstName, sourceIp),
  }),
});
