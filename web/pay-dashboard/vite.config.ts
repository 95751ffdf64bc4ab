import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Pay's dashboard: a second SPA, served by Pay under `/dashboard/` (the local gateway serves `dist/` with
 * its SPA fallback; in AWS Pay's CloudFront sends `/dashboard*` to the assets bucket and `/dashboard/api/*`
 * to Pay's API). It shares `web/src/components` and `web/src/lib` with the Shop and nothing else.
 */
export default defineConfig({
  root,
  base: '/dashboard/',
  plugins: [react()],
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
