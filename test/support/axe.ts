import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

function originOf(url: string): string | undefined {
  // about:blank and about:srcdoc frames share their parent's origin.
  if (url === '' || url.startsWith('about:')) return undefined;
  return new URL(url).origin;
}

/** Whether any frame of the page comes from another origin than the page (Pay's checkout in the Shop, say). */
function hasCrossOriginFrame(page: Page): boolean {
  const own = originOf(page.mainFrame().url());
  return page.frames().some((frame) => {
    const origin = originOf(frame.url());
    return origin !== undefined && origin !== own;
  });
}

/**
 * axe's full run over the page and its frames. A page with a cross-origin frame is checked the way only such a
 * frame can be: axe runs in each frame apart, and the results are put together in a blank page of their own. A
 * page whose frames are all its own gets one `axe.run` in the page instead, which checks the same frames with
 * the same rules and finds the same violations in about half the time (no second page, no second injection).
 */
export function axeResults(page: Page): ReturnType<AxeBuilder['analyze']> {
  return new AxeBuilder({ page }).setLegacyMode(!hasCrossOriginFrame(page)).analyze();
}

/** axe's violations on the page as readable lines (only those of `impacts`, when given): empty when the page passes. */
export async function axeViolations(page: Page, impacts?: readonly string[]): Promise<string[]> {
  const { violations } = await axeResults(page);
  return violations
    .filter((violation) => impacts === undefined || impacts.includes(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
