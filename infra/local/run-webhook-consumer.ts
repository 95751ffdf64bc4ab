import { deliveryDeps } from '../../functions/src/pay/webhook/delivery-deps';
import { deliverDueEvents } from '../../functions/src/pay/webhook/webhook-delivery';
import { pollUntilStopped } from './poll-loop';

/**
 * The local stack's webhook consumer: the same delivery code as the Lambda, polling Pay's table for due
 * events every `PAY_WEBHOOK_POLL_MS` (it stands in for both the stream and the schedule). Events live in
 * the table, so a restarted stack carries on with whatever was pending.
 */
void pollUntilStopped('Webhook consumer', Number(process.env.PAY_WEBHOOK_POLL_MS ?? 1000), [{ label: 'Webhooks', sweep: async () => ({ ...(await deliverDueEvents(deliveryDeps)) }) }]).then(() =>
  process.exit(0),
);
