import { join } from 'node:path';
import { parentGuardImport, type ChildProcesses, type ManagedChild } from './child-processes';
import { tsxNodeArgs } from './paths';

/** Under a test runner the poll shrinks to 200 ms, as the other consumers' do; `PAY_REFUND_POLL_MS` overrides it either way. */
export const testRefundTiming = { PAY_REFUND_POLL_MS: '200' } as const;

export function queuedItemProcessorsEnv(payEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return payEnv.NODE_ENV === 'test' ? { ...testRefundTiming, ...payEnv } : payEnv;
}

/**
 * Starts the loop of Pay's queued-item processors (refunds, payouts) with Pay's handler environment, beside
 * Pay's gateway; one that dies is started again.
 */
export function startQueuedItemProcessors(children: ChildProcesses, payEnv: NodeJS.ProcessEnv, logs: string): ManagedChild {
  return children.start({
    name: 'refund and payout processors',
    command: process.execPath,
    args: ['--enable-source-maps', '--import', parentGuardImport, ...tsxNodeArgs('infra/local/run-queued-item-processors.ts')],
    env: queuedItemProcessorsEnv(payEnv),
    logFile: join(logs, 'pay-processors.log'),
    restartOnExit: true,
  });
}
