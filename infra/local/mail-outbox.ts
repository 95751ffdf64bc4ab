import { join } from 'node:path';
import { mailOutboxNeeds } from '../../functions/src/shop/mail/outbox-stream';
import { parentGuardImport, type ChildProcesses, type ManagedChild } from './child-processes';
import { localNeedValues, routeEnv, runtimeEnv, type HandlerEnvOptions } from './handler-env';
import { tsxNodeArgs } from './paths';

/** Under a test runner the poll shrinks to 200 ms, as the other consumers' do; `SHOP_MAIL_POLL_MS` overrides it either way. */
export const testMailTiming = { SHOP_MAIL_POLL_MS: '200' } as const;

/**
 * The consumer's environment: what every Shop handler process shares and the variables of its needs, the very
 * list its Lambda's grants come from (`mailOutboxNeeds`), nothing more.
 */
export function mailOutboxEnv(base: NodeJS.ProcessEnv, shopOptions: HandlerEnvOptions): NodeJS.ProcessEnv {
  const env = { ...runtimeEnv(base, shopOptions), ...routeEnv('the mail outbox consumer', mailOutboxNeeds, localNeedValues(shopOptions)) };
  return env.NODE_ENV === 'test' ? { ...testMailTiming, ...env } : env;
}

/** Starts the loop of the Shop's mail outbox consumer beside the Shop's gateway; one that dies is started again. */
export function startMailOutbox(children: ChildProcesses, env: NodeJS.ProcessEnv, logs: string): ManagedChild {
  return children.start({
    name: 'mail outbox',
    command: process.execPath,
    args: ['--enable-source-maps', '--import', parentGuardImport, ...tsxNodeArgs('infra/local/run-mail-outbox.ts')],
    env,
    logFile: join(logs, 'shop-mail.log'),
    restartOnExit: true,
  });
}
