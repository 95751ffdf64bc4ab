import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless (never a downloaded browser). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
