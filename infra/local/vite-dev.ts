import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { repoRoot } from './paths';
import { listenHost } from './ports';

/**
 * `npm run dev`: the web engineer's Vite config, with the server moved to the Shop port and everything
 * that is not the SPA proxied to the Shop gateway.
 */
export async function startViteDevServer(options: { port: number; gateway: string }): Promise<ViteDevServer> {
  process.env.SHOP_API_ORIGIN = options.gateway;
  const proxy = Object.fromEntries(['/api', '/images', '/__dev', '/config.json'].map((prefix) => [prefix, { target: options.gateway, changeOrigin: false }]));
  const server = await createServer({
    configFile: join(repoRoot(), 'web', 'vite.config.ts'),
    server: { port: options.port, strictPort: true, host: listenHost(), proxy },
    clearScreen: false,
  });
  await server.listen();
  return server;
}
