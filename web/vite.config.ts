import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { treeShakeRouterComponents } from './tree-shake-router-components';

const root = fileURLToPath(new URL('.', import.meta.url));

const reactRouterBuild = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionReactRouter = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

/**
 * The Shop SPA. The local gateway (and CloudFront in AWS) serve `dist/` with `/api/*` on the same origin,
 * so the dev server proxies `/api` and `/images` to a running local stack (`SHOP_API_ORIGIN`).
 */
export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), treeShakeRouterComponents],
  resolve: {
    alias: [
      { find: '@functions', replacement: fileURLToPath(new URL('../functions/src', import.meta.url)) },
      // react-router's package map sends every bundler to its development build (dev-time warnings and checks
      // included); the production build it ships beside it is the same API without them.
      ...(command === 'build' ? productionReactRouter : []),
    ],
  },
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
}));
