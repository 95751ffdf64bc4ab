import { httpRoute } from '../../lib/http/http-route';
import { managePageCancelBody, managePageParams } from './contract';
import { cancelFromManagePage } from './manage-link-service';
import { managePageResult } from './manage-page-service';

/** The manage page's "Cancel my subscription" form: the token in the form is the capability. */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  bodyEncoding: 'form',
  params: managePageParams,
  body: managePageCancelBody,
  run: ({ params, body }) =>
    managePageResult(params.code, body.token, async (subscription) => {
      await cancelFromManagePage(subscription);
      return 'Your subscription is cancelled: nothing more will be charged.';
    }),
});
