import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository root: the nearest folder at or above `from` that holds `cdk.json`. The CDK CLI and jest
 * both run from the root, but walking up keeps a synth from a subfolder working too (and avoids
 * `import.meta`, which jest's CommonJS transform cannot compile).
 */
export function repoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  while (!existsSync(join(dir, 'cdk.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cdk.json not found at or above ${from}`);
    dir = parent;
  }
  return dir;
}
