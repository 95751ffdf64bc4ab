import type { Need } from '../../lib/http/route-entry';
import type { StreamSelection } from '../../lib/stream/queued-items';

/** A queued mail (`OutboxMail`, entity `outboxMail`) is handed to the consumer when it is written. */
export const outboxMailSelection: StreamSelection = { entity: 'outboxMail', idAttribute: 'mailId', eventNames: ['INSERT'] };

/** What the consumer reads and writes, granted in AWS and given locally from this one list (as a route's needs). */
export const mailOutboxNeeds: readonly Need[] = ['table:read', 'table:write', 'mail:send'];
