import { extras } from './extras';
import type { Extras } from './lazy';

/**
 * The modal and wallet pay, bundled in (ESM build, tests). The script-tag build swaps this module for
 * `load-extras.script.ts`, which fetches them from the pop-up script's origin on first use.
 */
export function loadExtras(): Promise<Extras> {
  return Promise.resolve(extras);
}
