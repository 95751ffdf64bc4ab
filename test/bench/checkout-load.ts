import { launchChromium } from '../support/chromium';
import { startMerchantSite } from '../e2e/pay-fixtures/merchant-site';
import { createMerchant } from '../e2e/pay-fixtures/merchants';

export interface CheckoutLoadFigure {
  runs: number;
  /** From `newTransaction()` on the merchant page to the script's `onLoad` (the page sent `loaded:transaction`). */
  medianMs: number;
  minMs: number;
  maxMs: number;
}

/**
 * Times `newTransaction` → `loaded:transaction` in Chromium: a merchant page on its own origin frames the
 * checkout page, which initialises the transaction through `request_inline` and reports it. Each run is a
 * new transaction (the previous one cancelled); the median of `runs` is reported.
 */
export async function measureCheckoutLoad(payUrl: string, data: string, runs = 10): Promise<CheckoutLoadFigure> {
  const merchant = await createMerchant('Bench Fabrics', [], data);
  const site = await startMerchantSite(payUrl);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${site.origin}/shop`);
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A string, not a function: tsx (which runs the bench) would wrap a function in helpers the page lacks.
      const elapsed = await page.evaluate<number>(`new Promise((resolve, reject) => {
        const started = performance.now();
        window.pay.newTransaction({
          key: ${JSON.stringify(merchant.publicKey)}, email: 'bench@example.com', amount: ${100000 + run},
          onLoad: () => { resolve(performance.now() - started); window.pay.cancelTransaction(); },
          onError: (error) => reject(new Error(error.message)),
        });
      })`);
      samples.push(Math.round(elapsed));
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const median = sorted.length % 2 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
    return { runs, medianMs: median, minMs: sorted[0] ?? 0, maxMs: sorted[sorted.length - 1] ?? 0 };
  } finally {
    await browser.close();
    await site.close();
  }
}
