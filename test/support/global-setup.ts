import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tailOf } from '../../infra/local/child-processes';
import { freePort } from '../../infra/local/ports';
import { scanLogFile, scanLogVariable } from '../../infra/local/scan-guard';
import { readStackState } from '../../infra/local/stack-state';

/**
 * Starts the local stack once per test run: a fresh temporary data folder (the tool cache in `.cache/` is
 * shared), free ports, web and pop-up builds made if missing. The stack runs in its own process group so
 * the teardown can stop every process it started. Tests read SHOP_URL, PAY_URL and LOCAL_STACK_DATA_DIR.
 */
const bootTimeoutMs = 240_000;

/**
 * The suite signs up several hundred customers from this one address within the hour, past the per-address
 * cap a real network gets (100 code e-mails an hour): the test stack lifts only that cap. The per-e-mail
 * limits, which the tests do check, stay as deployed.
 */
const testRateLimits = { OTP_SENDS_PER_IP_PER_HOUR: '10000' };

export default async function globalSetup(): Promise<void> {
  const root = process.cwd();
  // Test workers inherit this: the SDK's notice about future Node versions is noise in test output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const data = mkdtempSync(join(tmpdir(), 'aso-test-stack-'));
  const shopPort = await freePort();
  const payPort = await freePort();
  const logFile = join(data, 'stack-terminal.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'infra', 'local', 'start.ts')], {
    cwd: root,
    env: { ...process.env, LOCAL_DATA_DIR: data, SHOP_PORT: String(shopPort), PAY_PORT: String(payPort), LOCAL_STACK_OWNER_PID: String(process.pid), NODE_ENV: 'test', [scanLogVariable]: scanLogFile(data), LOCAL_FAULT_INJECTION: '1', ...testRateLimits },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.unref();
  if (child.pid === undefined) throw new Error('Could not start the local stack');

  process.env.LOCAL_STACK_PID = String(child.pid);
  process.env.LOCAL_STACK_DATA_DIR = data;
  process.env.SHOP_URL = `http://localhost:${shopPort}`;
  process.env.PAY_URL = `http://localhost:${payPort}`;

  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + bootTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The local stack stopped while starting:\n${tailOf(logFile, 30)}`);
    const state = existsSync(join(data, 'stack.json')) ? readStackState(data) : undefined;
    if (state?.pid === child.pid) {
      const response = await fetch(`${process.env.SHOP_URL}/api/v1/health`).catch(() => undefined);
      if (response?.status === 200) return;
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`The local stack did not become ready within ${bootTimeoutMs / 1000} s:\n${tailOf(logFile, 30)}`);
}
