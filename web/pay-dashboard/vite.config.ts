import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Lets the bundler drop the react-router components the dashboard never renders. The router ships one module
 * with every component, and two kinds of its top-level statements look like side effects, so each component
 * stays in the first load whether used or not: `X = React.forwardRef(…)` (a call without a `@__PURE__` note)
 * and `X.displayName = "…"` (a property write, for React's developer tools only). Marking the first pure and
 * dropping the second takes `NavLink`, `Form`, `ScrollRestoration`, `HistoryRouter` and, with them, `Link`'s
 * framework-mode prefetching (the dashboard has its own `lib/link.tsx`) out: about 4 KB gzip of the 80 KB budget.
 * Build only; line numbers are kept.
 */
const treeShakeRouterComponents: Plugin = {
  name: 'pay-dashboard-tree-shake-router-components',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
    handler(code) {
      return {
        code: code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '').replace(/^(var [\w$]+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2'),
        map: null,
      };
    },
  },
};

/**
 * Pay's dashboard: a second SPA, served by Pay under `/dashboard/` (the local gateway serves `dist/` with
 * its SPA fallback; in AWS Pay's CloudFront sends `/dashboard*` to the assets bucket and `/dashboard/api/*`
 * to Pay's API). It shares `web/src/components` and `web/src/lib` with the Shop and nothing else.
 */
export default defineConfig({
  root,
  base: '/dashboard/',
  plugins: [react(), treeShakeRouterComponents],
  resolve: { alias: { '@functions': fileURLToPath(new URL('../../functions/src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    // One stylesheet (uPlot's 1.6 KB with it): no CSS to preload before a lazy chunk, so no preload helper in the first load.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The shell (router, session, navigation) in one chunk; every page is its own lazily loaded chunk.
        codeSplitting: { groups: [{ name: 'dashboard', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/dashboard/api': process.env.PAY_API_ORIGIN ?? 'http://localhost:3001' },
  },
});
