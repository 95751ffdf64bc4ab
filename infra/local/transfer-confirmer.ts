import { join } from 'node:path';
import { parentGuardImport, type ChildProcesses, type ManagedChild } from './child-processes';
import { tsxNodeArgs } from './paths';

/**
 * Under a test runner the test bank's documented wait (15 s) shrinks to 4 s (still long enough for a test
 * to see the transfer pending first) and the poll to 200 ms, so browser and API tests can watch a reported
 * transfer confirm; `PAY_TEST_TRANSFER_DELAY_MS` and `PAY_TRANSFER_POLL_MS` override it either way.
 */
export const testTransferTiming = { PAY_TEST_TRANSFER_DELAY_MS: '4000', PAY_TRANSFER_POLL_MS: '200' } as const;

export function transferConfirmerEnv(payEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return payEnv.NODE_ENV === 'test' ? { ...testTransferTiming, ...payEnv } : payEnv;
}

/** Starts the transfer confirmer loop with Pay's handler environment, beside Pay's gateway; one that dies is started again. */
export function startTransferConfirmer(children: ChildProcesses, payEnv: NodeJS.ProcessEnv, logs: string): ManagedChild {
  return children.start({
    name: 'transfer confirmer',
    command: process.execPath,
    args: ['--enable-source-maps', '--import', parentGuardImport, ...tsxNodeArgs('infra/local/run-transfer-confirmer.ts')],
    env: transferConfirmerEnv(payEnv),
    logFile: join(logs, 'pay-transfers.log'),
    restartOnExit: true,
  });
}
