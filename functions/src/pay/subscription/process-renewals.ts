import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../../lib/http/logger';
import { processDueRenewals } from './renewal-service';

/**
 * The renewal sweep's Lambda: an EventBridge rule invokes it every minute; it charges the subscriptions due
 * now (`renewal-service.ts`). Every move is conditional on the sweep's lease, so an overlapping or retried
 * invocation renews each period once; only an outage fails the invocation (to the dead-letter queue), and the
 * subscriptions stay due in the table for the next minute's sweep.
 */
export async function handler(_event: ScheduledEvent): Promise<void> {
  logger.info('Renewal sweep', { ...(await processDueRenewals(new Date())) });
}
