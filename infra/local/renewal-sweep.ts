import { join } from 'node:path';
import { parentGuardImport, type ChildProcesses, type ManagedChild } from './child-processes';
import { tsxNodeArgs } from './paths';

/** Under a test runner the poll shrinks to 500 ms; `PAY_RENEWAL_POLL_MS` overrides it either way. */
export const testRenewalTiming = { PAY_RENEWAL_POLL_MS: '500' } as const;

export function renewalSweepEnv(payEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return payEnv.NODE_ENV === 'test' ? { ...testRenewalTiming, ...payEnv } : payEnv;
}

/** Starts the renewal sweep loop with Pay's handler environment, beside Pay's gateway; one that dies is started again. */
export function startRenewalSweep(children: ChildProcesses, payEnv: NodeJS.ProcessEnv, logs: string): ManagedChild {
  return children.start({
    name: 'renewal sweep',
    command: process.execPath,
    args: ['--enable-source-maps', '--import', parentGuardImport, ...tsxNodeArgs('infra/local/run-renewal-sweep.ts')],
    env: renewalSweepEnv(payEnv),
    logFile: join(logs, 'pay-renewals.log'),
    restartOnExit: true,
  });
}
