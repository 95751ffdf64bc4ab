import { MissingJavaError } from './dynamodb-local';
import { dataDir, logsDir } from './paths';
import { StackStartError, startStack, type RunningStack } from './stack';
import { tailOf } from './child-processes';

/**
 * `npm start` / `npm run dev`: the whole stack on this machine. Ctrl-C (or SIGTERM) stops every child.
 */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    process.stderr.write(`${name} must be a port number (got "${raw}").\n`);
    process.exit(1);
  }
  return value;
}

async function main(): Promise<void> {
  const started = Date.now();
  // The SDK's notice about future Node versions says nothing about this stack; keep the terminal for what matters.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dev = process.argv.includes('--dev');
  const data = dataDir();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  let stack: RunningStack | undefined;
  let stopping = false;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (stack) {
      say('\nStopping the local stack…');
      await stack.stop();
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));
  // A stack started for a test run or the bench follows its owner: if that process dies without running
  // its teardown (a killed test run), the stack stops itself instead of lingering.
  const ownerPid = Number(process.env.LOCAL_STACK_OWNER_PID);
  if (Number.isInteger(ownerPid) && ownerPid > 0) {
    setInterval(() => {
      try {
        process.kill(ownerPid, 0);
      } catch {
        void shutdown(0);
      }
    }, 1000).unref();
  }

  try {
    stack = await startStack({
      dataDir: data,
      shopPort: port('SHOP_PORT', 3000),
      payPort: port('PAY_PORT', 3100),
      dev,
      adminEmail: process.env.ADMIN_EMAIL ?? 'admin@aso.test',
      adminPassword: process.env.ADMIN_PASSWORD || undefined,
      say,
    });
  } catch (error) {
    if (error instanceof MissingJavaError || error instanceof StackStartError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`The local stack could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.stderr.write(`Logs are in ${logsDir(data)}\n`);
    }
    process.exit(1);
  }
  if (stopping) return;

  stack.children.onUnexpectedExit((child, code) => {
    process.stderr.write(`\n${child.name} stopped unexpectedly (exit ${code}); log ${child.logFile}:\n${tailOf(child.logFile)}\n`);
    void shutdown(1);
  });

  const { state } = stack;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  say(`
Aso local stack ready in ${seconds} s${dev ? ' (dev mode: Vite with hot reload)' : ''}

  Shop        ${state.shopUrl}
  Shop API    ${state.shopUrl}/api/v1/health
  Pay         ${state.payUrl}   (checkout ${state.payUrl}/popup, script ${state.payUrl}/v1/inline.js)
  Dashboard   ${state.payUrl}/dashboard/
  Local mail  ${state.shopUrl}/__dev/mail

  Admin       ${state.accounts.admin.email}   password ${state.accounts.admin.password}
  Customer    ${state.accounts.customer.email}   password ${state.accounts.customer.password}
  Pay owner   ${state.accounts.shopOwner.email}   password ${state.accounts.shopOwner.password}   (dashboard ${state.payUrl}/dashboard/, the Shop's payments)

  Data ${data} (npm run reset wipes it) · logs ${logsDir(data)}
  Press Ctrl-C to stop.
`);
}

void main();
