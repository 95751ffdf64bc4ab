import type { StreamSelection } from '../../lib/stream/queued-items';

/** A transfer is handed to the payout processor when it is written or finalized as `pending` (never while it waits for its OTP). */
export const transferSelection: StreamSelection = { entity: 'transfer', idAttribute: 'transferId', eventNames: ['INSERT', 'MODIFY'], status: 'pending' };
