import { httpRoute } from '../../lib/http/http-route';
import { deleteItemBody } from '../shared/contract';
import { deleteMeasurements } from './measurement-service';

export const handler = httpRoute({
  access: 'customer',
  body: deleteItemBody,
  run: async ({ body, identity }) => {
    await deleteMeasurements(identity.userId, body.id);
    return { message: 'measurement deleted' };
  },
});
