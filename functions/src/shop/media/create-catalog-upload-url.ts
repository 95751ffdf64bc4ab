import { httpRoute } from '../../lib/http/http-route';
import { catalogUploadUrlBody } from './contract';
import { createCatalogUploadUrl } from './upload-url-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: catalogUploadUrlBody,
  run: async ({ body }) => ({ message: 'Upload URL created', data: await createCatalogUploadUrl(body) }),
});
