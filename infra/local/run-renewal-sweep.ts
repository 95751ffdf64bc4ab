import { processDueRenewals } from '../../functions/src/pay/subscription/renewal-service';
import { pollUntilStopped } from './poll-loop';

/**
 * The local stack's renewal sweep: the same code as the Lambda that EventBridge invokes every minute, polling
 * Pay's table every `PAY_RENEWAL_POLL_MS` (default a minute, like the rule) with the clock's time. Tests make
 * time pass by calling `processDueRenewals(now)` with a later `now` (test/api/pay-helpers.ts renewalInternals);
 * nothing of that is reachable through any gateway.
 */
void pollUntilStopped('Renewal sweep', Number(process.env.PAY_RENEWAL_POLL_MS ?? 60_000), [{ label: 'Renewals', sweep: () => processDueRenewals(new Date()) }]).then(() =>
  process.exit(0),
);
