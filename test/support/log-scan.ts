import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { luhnValid } from '../../popup/src/checkout/card';

/** One line of a log that holds something it must never hold; `what` names the kind, never the value. */
export interface LogLeak {
  file: string;
  line: number;
  what: string;
}

/** A value the run knows to be secret; `shownIn` names the one log file that prints it on purpose. */
export interface KnownSecret {
  what: string;
  value: string;
  shownIn?: string;
}

/** Values the run knows to be secret, by kind: stored secrets, passwords, mailed codes. */
export interface KnownSecrets {
  readonly values: readonly KnownSecret[];
  /** One-time codes that were mailed: looked for only on lines that speak of a code, OTP or PIN. */
  readonly codes: readonly string[];
}

const patterns: readonly { what: string; test: (line: string) => boolean }[] = [
  { what: 'a JSON web token (access, id or refresh token)', test: (line) => /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\./.test(line) },
  { what: 'a merchant secret key', test: (line) => /\bsk_(test|live)_[0-9a-f]{16,}/.test(line) },
  // Visa, Mastercard and Verve numbers run 16 to 19 digits; Pay's transaction ids (up to 15) stay out of it.
  { what: 'a card number', test: (line) => [...line.matchAll(/(?<!\d)\d{16,19}(?!\d)/g)].some(([digits]) => luhnValid(digits)) },
  { what: 'a password field', test: (line) => /"(password|oldPassword|newPassword|pin|cvv)"\s*:\s*"[^"]+"/i.test(line) },
];

const codeContext = /code|otp|pin/i;

/** Every line of `text` that holds a known secret or something shaped like one. */
export function findLeaks(file: string, text: string, known: KnownSecrets): LogLeak[] {
  const leaks: LogLeak[] = [];
  const codes = known.codes.map((code) => new RegExp(`(?<!\\d)${code}(?!\\d)`));
  text.split('\n').forEach((line, index) => {
    const at = { file, line: index + 1 };
    for (const pattern of patterns) if (pattern.test(line)) leaks.push({ ...at, what: pattern.what });
    for (const secret of known.values) {
      if (secret.value.length >= 8 && secret.shownIn !== file && line.includes(secret.value)) leaks.push({ ...at, what: secret.what });
    }
    if (codeContext.test(line) && codes.some((code) => code.test(line))) leaks.push({ ...at, what: 'a mailed one-time code' });
  });
  return leaks;
}

/**
 * The logs of the stack's own processes: the gateways that run the handlers, the webhook consumer, the seeds
 * and the supervisor. The emulators' logs (DynamoDB Local, cognito-local, the SES and S3 stand-ins) are left
 * out: they stand in for AWS services, whose own records are not ours, and the SES stand-in prints the mails
 * it was asked to send, codes and all, as a mailbox would.
 */
/** The supervisor's output: the banner with the local URLs and sign-ins. */
export const bannerLog = 'stack-terminal.log';

const emulatorLogs = new Set(['dynamodb.log', 'cognito.log', 'ses.log', 's3.log']);

function ownLogFiles(data: string): string[] {
  const files = [join(data, bannerLog)];
  const folder = join(data, 'logs');
  if (existsSync(folder)) {
    for (const name of readdirSync(folder)) if (name.endsWith('.log') && !emulatorLogs.has(name)) files.push(join(folder, name));
  }
  return files.filter((file) => existsSync(file));
}

/**
 * The secrets the stack generated (files under `secrets/`), each value and, for JSON files, each secret-named
 * string in it. The local sign-in accounts' passwords (`*-password`) are printed on purpose by `npm start`'s
 * banner, the supervisor's own output, so the developer can sign in; every other log must not hold them.
 */
export function storedSecrets(data: string): KnownSecret[] {
  const folder = join(data, 'secrets');
  if (!existsSync(folder)) return [];
  const found: KnownSecret[] = [];
  for (const name of readdirSync(folder)) {
    const text = readFileSync(join(folder, name), 'utf8').trim();
    if (!name.endsWith('.json')) {
      found.push({ what: `the stored secret ${name}`, value: text, ...(name.endsWith('-password') ? { shownIn: bannerLog } : {}) });
      continue;
    }
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      for (const [field, value] of Object.entries(parsed)) {
        if (typeof value === 'string' && /secret|key|password/i.test(field) && !/^pk_/.test(value)) found.push({ what: `${name} ${field}`, value });
      }
    }
  }
  return found;
}

export function scanLogs(data: string, known: KnownSecrets): LogLeak[] {
  return ownLogFiles(data).flatMap((file) => findLeaks(file.slice(data.length + 1), readFileSync(file, 'utf8'), known));
}
