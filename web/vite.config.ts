import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The entry script at low priority: the page paints its still header (index.html) with the stylesheet alone,
 * so the stylesheet, which does block rendering, should not share a slow link with the script, which does not
 * (a module script never blocks the parser or the first paint). Vite writes the tag itself, hence a plugin.
 */
const entryScriptAfterStylesheet: Plugin = {
  name: 'aso-entry-script-priority',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<script type="module" crossorigin src="/, '<script type="module" fetchpriority="low" crossorigin src="'),
  },
};

/**
 * The Shop SPA. The local gateway (and CloudFront in AWS) serve `dist/` with `/api/*` on the same origin,
 * so the dev server proxies `/api` and `/images` to a running local stack (`SHOP_API_ORIGIN`).
 */
export default defineConfig({
  root,
  plugins: [react(), entryScriptAfterStylesheet],
  resolve: { alias: { '@functions': fileURLToPath(new URL('../functions/src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: fewer requests and better compression.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': process.env.SHOP_API_ORIGIN ?? 'http://localhost:3000',
      '/images': process.env.SHOP_API_ORIGIN ?? 'http://localhost:3000',
      '/config.json': process.env.SHOP_API_ORIGIN ?? 'http://localhost:3000',
    },
  },
});
