import { rmSync } from 'node:fs';
import { testCards } from '../../functions/src/pay/checkout/contract';
import { stopProcessGroup } from '../../infra/local/child-processes';
import { readScanLog, scanLogFile } from '../../infra/local/scan-guard';
import { strongPassword } from './accounts';
import { scanLogs, storedSecrets, type LogLeak } from './log-scan';

/** The one-time codes of every mail the run sent (sign-up, recovery, saved-card codes), from `/__dev/mail`. */
async function mailedCodes(): Promise<string[]> {
  const shop = process.env.SHOP_URL;
  if (!shop) return [];
  const response = await fetch(`${shop}/__dev/mail`, { headers: { accept: 'application/json' } }).catch(() => undefined);
  if (!response?.ok) return [];
  const { data } = (await response.json()) as { data: { text: string; html: string }[] };
  return data.flatMap((mail) => {
    const text = mail.text || mail.html;
    const code = /code/i.test(text) ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
    return code ? [code] : [];
  });
}

function describeLeaks(leaks: readonly LogLeak[]): string {
  return leaks.map((leak) => `  ${leak.file}:${leak.line} holds ${leak.what}`).join('\n');
}

/**
 * Stops the stack's whole process group (supervisor, emulators, gateways), then reads the logs of the
 * stack's own processes for secrets, tokens, mailed codes, passwords and card numbers before the data folder
 * goes: the run fails if any line holds one (the report names the kind and line, never the value), or if any request
 * of the run made a handler scan a table.
 */
export default async function globalTeardown(): Promise<void> {
  const codes = await mailedCodes();
  await stopProcessGroup(Number(process.env.LOCAL_STACK_PID));
  const data = process.env.LOCAL_STACK_DATA_DIR;
  if (!data || !data.includes('aso-test-stack-')) return;
  const known = [
    ...storedSecrets(data),
    { what: 'the test customers\' password', value: strongPassword },
    ...Object.values(testCards).map((value) => ({ what: 'a test card number', value })),
  ];
  const leaks = scanLogs(data, { values: known, codes });
  if (leaks.length > 0) {
    // Keep the folder so the lines can be read.
    throw new Error(`The local stack's logs hold secrets (folder kept: ${data}):\n${describeLeaks(leaks)}`);
  }
  // Both gateways recorded every DynamoDB Scan a request path issued (infra/local/scan-guard.ts): none may have.
  const { armed, scans } = readScanLog(scanLogFile(data));
  if (!armed.includes('shop') || !armed.includes('pay')) throw new Error(`The local stack's gateways did not record Scans (recording: ${armed.join(', ') || 'none'}; folder kept: ${data})`);
  if (scans.length > 0) throw new Error(`A request path scanned a table ${scans.length} times (folder kept: ${data}): ${scans.slice(0, 5).map((scan) => `${scan.table} at ${scan.at}`).join('; ')}`);
  rmSync(data, { recursive: true, force: true });
}
