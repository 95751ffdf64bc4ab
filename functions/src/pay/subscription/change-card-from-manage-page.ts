import { httpRoute } from '../../lib/http/http-route';
import { managePageCardBody, managePageParams } from './contract';
import { changeCardFromManagePage } from './manage-link-service';
import { managePageResult } from './manage-page-service';

/** The manage page's "Use this card" form: the token in the form is the capability. */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  bodyEncoding: 'form',
  params: managePageParams,
  body: managePageCardBody,
  run: ({ params, body }) =>
    managePageResult(params.code, body.token, async (subscription) => {
      const card = await changeCardFromManagePage(subscription, body.authorization_code);
      return `Done: your subscription now charges the ${card.brand} card ending in ${card.last4}.`;
    }),
});
