import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The Shop SPA. The local gateway (and CloudFront in AWS) serve `dist/` with `/api/*` on the same origin,
 * so the dev server proxies `/api` and `/images` to a running local stack (`SHOP_API_ORIGIN`).
 */
export default defineConfig({
  root,
  plugins: [react()],
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
