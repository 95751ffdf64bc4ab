import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { catalogUploadUrlBody } from './contract';
import { createCatalogUploadUrl } from './upload-url-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: catalogUploadUrlBody,
  run: async ({ body }) => ({ message: 'Upload URL created', data: await createCatalogUploadUrl(body) }),
});
