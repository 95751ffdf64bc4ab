import { processDueRefunds } from '../../functions/src/pay/refund/refund-processing';
import { processDueTransfers } from '../../functions/src/pay/transfer/transfer-processing';
import { pollUntilStopped } from './poll-loop';

/**
 * The local stack's refund and payout processors: the same processing code as their Lambdas, polling Pay's
 * table every `PAY_REFUND_POLL_MS` for queued refunds and transfers and processing ones whose holder died (it
 * stands in for both the stream and the schedule). The items live in the table, so a restarted stack carries on.
 */
void pollUntilStopped('Refund and payout processors', Number(process.env.PAY_REFUND_POLL_MS ?? 1000), [
  { label: 'Refunds', sweep: () => processDueRefunds() },
  { label: 'Transfers', sweep: () => processDueTransfers() },
]).then(() => process.exit(0));
