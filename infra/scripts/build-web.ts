import { join, relative } from 'node:path';
import { build, type Plugin } from 'vite';
import { chunkModulesFile } from '../local/build-assets';
import { repoRoot } from '../local/paths';

/** Which web app to build: the Shop's (`web/`, by default) or Pay's dashboard (`pay-dashboard` → `web/pay-dashboard/`). */
const app = process.argv[2];
if (app !== undefined && app !== 'pay-dashboard') throw new Error(`Unknown web app "${app}": build the Shop (no argument) or pay-dashboard`);
const appRoot = app === undefined ? join(repoRoot(), 'web') : join(repoRoot(), 'web', app);

/**
 * Records which source modules ended up in each chunk (`dist/.vite/chunk-modules.json`, ids relative to the
 * app's folder), so the size budgets can prove that no admin module is in a chunk `/` loads. Vite's own
 * manifest only names entry and lazy chunks, so it cannot see a module that a static import pulled into the
 * first-load chunk.
 */
const recordChunkModules: Plugin = {
  name: 'aso-record-chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks: Record<string, string[]> = {};
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk') chunks[output.fileName] = output.moduleIds.map((id) => relative(appRoot, id));
    }
    this.emitFile({ type: 'asset', fileName: chunkModulesFile, source: `${JSON.stringify(chunks, null, 2)}\n` });
  },
};

await build({ configFile: join(appRoot, 'vite.config.ts'), plugins: [recordChunkModules] });
