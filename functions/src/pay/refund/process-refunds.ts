import { positiveIntegerId, queuedItemHandler } from '../../lib/stream/queued-items';
import { processDueRefunds, processRefund } from './refund-processing';
import { refundSelection } from './refund-stream';

/**
 * The refund processor. Pay's table stream calls it with each new refund at once; a schedule calls it every
 * minute for any pending refund the stream missed and any processing one whose consumer died.
 */
export const handler = queuedItemHandler({
  label: 'Refund',
  selection: refundSelection,
  parseId: positiveIntegerId,
  processOne: (refundId) => processRefund(refundId),
  sweep: () => processDueRefunds(),
});
