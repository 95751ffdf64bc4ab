import { httpRoute } from '../../lib/http/http-route';
import { uploadUrlBody } from './contract';
import { createAvatarUploadUrl } from './upload-url-service';

export const handler = httpRoute({
  access: 'customer',
  body: uploadUrlBody,
  run: async ({ body, identity }) => ({ message: 'Upload URL created', data: await createAvatarUploadUrl(identity.userId, body) }),
});
