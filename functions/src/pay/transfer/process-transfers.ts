import { positiveIntegerId, queuedItemHandler } from '../../lib/stream/queued-items';
import { processDueTransfers, processTransfer } from './transfer-processing';
import { transferSelection } from './transfer-stream';

/**
 * The payout processor: Pay's table stream calls it with each transfer queued (written or finalized as
 * `pending`); a schedule calls it every minute for any the stream missed and any whose consumer died.
 */
export const handler = queuedItemHandler({
  label: 'Transfer',
  selection: transferSelection,
  parseId: positiveIntegerId,
  processOne: (transferId) => processTransfer(transferId),
  sweep: () => processDueTransfers(),
});
