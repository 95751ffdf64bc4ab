import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { recipientBody } from '../../transfer-recipient/contract';
import { createRecipient } from '../../transfer-recipient/recipient-service';

/** `POST /dashboard/api/transfer-recipients`: `POST /transferrecipient` (the account resolved against the bank). */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  body: recipientBody,
  run: async ({ staff, body }) => ({ message: 'Transfer recipient created successfully', data: await createRecipient(staff, body) }),
});
