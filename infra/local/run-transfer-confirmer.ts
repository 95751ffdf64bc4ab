import { confirmDueTransfers } from '../../functions/src/pay/payment/bank-transfer';
import { pollUntilStopped } from './poll-loop';

/**
 * The local stack's transfer confirmer: the same confirmation code as the Lambda, polling Pay's table
 * every `PAY_TRANSFER_POLL_MS` for reported transfers whose wait is over (it stands in for the delay queue
 * and the sweep). The waits live in the table, so a restarted stack confirms whatever was reported before.
 */
void pollUntilStopped('Transfer confirmer', Number(process.env.PAY_TRANSFER_POLL_MS ?? 1000), [
  { label: 'Transfers', sweep: () => confirmDueTransfers(), quiet: ['waiting', 'closed'] },
]).then(() => process.exit(0));
