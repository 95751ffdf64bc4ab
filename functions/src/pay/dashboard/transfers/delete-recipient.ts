import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { recipientParams } from '../../transfer-recipient/contract';
import { deactivateRecipient } from '../../transfer-recipient/recipient-service';

/** `DELETE /dashboard/api/transfer-recipients/{id_or_code}`: sets the recipient inactive, as the API's delete does. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: recipientParams,
  run: async ({ staff, params }) => {
    await deactivateRecipient(staff.merchantId, params.id_or_code);
    return { message: 'Transfer recipient set as inactive' };
  },
});
