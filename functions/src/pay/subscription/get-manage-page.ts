import { httpRoute } from '../../lib/http/http-route';
import { managePageParams, managePageQuery } from './contract';
import { managePageResult } from './manage-page-service';

/** The customer's manage page at a manage link: the token in the link is the capability. */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  params: managePageParams,
  query: managePageQuery,
  run: ({ params, query }) => managePageResult(params.code, query.token),
});
