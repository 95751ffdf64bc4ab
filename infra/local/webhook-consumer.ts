import { join } from 'node:path';
import { parentGuardImport, type ChildProcesses, type ManagedChild } from './child-processes';
import { tsxNodeArgs } from './paths';

/**
 * Under a test runner the schedule shrinks from minutes to seconds (still growing, still six attempts), so
 * the API tests can watch retries end in delivery or failure; `PAY_WEBHOOK_RETRY_DELAYS`,
 * `PAY_WEBHOOK_TIMEOUT` and `PAY_WEBHOOK_POLL_MS` override it either way.
 */
export const testWebhookSchedule = { PAY_WEBHOOK_RETRY_DELAYS: '500ms,1s,2s,3s,4s', PAY_WEBHOOK_TIMEOUT: '2s', PAY_WEBHOOK_POLL_MS: '200' } as const;

export function webhookConsumerEnv(payEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return payEnv.NODE_ENV === 'test' ? { ...testWebhookSchedule, ...payEnv } : payEnv;
}

/** Starts the webhook consumer loop with Pay's handler environment, beside Pay's gateway; a consumer that dies is started again. */
export function startWebhookConsumer(children: ChildProcesses, payEnv: NodeJS.ProcessEnv, logs: string): ManagedChild {
  return children.start({
    name: 'webhook consumer',
    command: process.execPath,
    args: ['--enable-source-maps', '--import', parentGuardImport, ...tsxNodeArgs('infra/local/run-webhook-consumer.ts')],
    env: webhookConsumerEnv(payEnv),
    logFile: join(logs, 'pay-webhooks.log'),
    restartOnExit: true,
  });
}
