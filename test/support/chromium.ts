import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless (never a downloaded browser): its headless shell (`chromium-headless-shell`, the
 * same Blink without the desktop browser around it, which is what Playwright itself runs headless) when it is
 * installed, else the full `chromium`. `CHROME_PATH` names another binary.
 */
export const chromiumPath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
