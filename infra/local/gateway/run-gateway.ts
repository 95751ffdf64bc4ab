import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { apiBasePath } from '../../../functions/src/lib/http/api-base';
import type { RouteEntry } from '../../../functions/src/lib/http/route-entry';
import { localJwks } from '../cognito-local';
import { repoRoot } from '../paths';
import { recordScans, scanLogVariable } from '../scan-guard';
import type { NeedValues } from '../../lib/need-environment';
import { routeEnv } from '../handler-env';
import { createGateway, type GatewayOptions } from './gateway-server';
import { installFaultInjection } from './fault-injection';
import { installMailTimer, installOperationRecorder, operationLogVariable } from './operation-recorder';
import { createAuthorizer } from './jwt-authorizer';

/**
 * Entry point of one product's gateway process. The process's environment holds what every handler of the
 * product shares (`runtimeEnv`); each invocation adds its own route's need variables and nothing else
 * (`route-env.ts`), as each deployed function gets only its own. The supervisor passes the gateway's own
 * settings, the local need values included, in `ASO_GATEWAY` and removes them from the handlers' view.
 */
export interface GatewayProcessConfig {
  product: 'shop' | 'pay';
  port: number;
  /** The address to bind (`HOST`, loopback by default). */
  host: string;
  userPoolId: string;
  clientId: string;
  shop?: GatewayOptions['shop'];
  pay?: GatewayOptions['pay'];
  /** The product's local need values (names of the emulators' resources, local secrets). */
  needValues: NeedValues;
  /** Test runs only (`LOCAL_FAULT_INJECTION=1` on the supervisor): per-request DynamoDB faults, see `fault-injection.ts`. */
  faultInjection?: boolean;
}

async function main(): Promise<void> {
  const raw = process.env.ASO_GATEWAY;
  if (!raw) throw new Error('ASO_GATEWAY is not set: this process is started by infra/local/start.ts');
  delete process.env.ASO_GATEWAY;
  const config = JSON.parse(raw) as GatewayProcessConfig;
  const functionsRoot = join(repoRoot(), 'functions', 'src');
  const scanLog = process.env[scanLogVariable];
  delete process.env[scanLogVariable];
  if (scanLog) {
    // Loaded by file URL, as the gateway loads handlers, so this is the very client their imports share.
    const module = (await import(pathToFileURL(join(functionsRoot, 'lib', 'db', 'document-client.ts')).href)) as { sharedDocumentClient: () => DynamoDBDocumentClient };
    recordScans(module.sharedDocumentClient(), scanLog, config.product);
  }
  const operationLog = process.env[operationLogVariable];
  delete process.env[operationLogVariable];
  if (operationLog) {
    // The very module instance the handlers import (same file URL), as for the scan log above.
    const module = (await import(pathToFileURL(join(functionsRoot, 'lib', 'db', 'document-client.ts')).href)) as { sharedDocumentClient: () => DynamoDBDocumentClient };
    installOperationRecorder(module.sharedDocumentClient(), operationLog, config.product);
    // The package the mail module imports on use (same resolution, so the same class).
    installMailTimer((await import('@aws-sdk/client-sesv2')).SESv2Client);
  }
  const routesModule = (await import(config.product === 'shop' ? '../../../functions/src/shop/routes' : '../../../functions/src/pay/routes')) as {
    routes: readonly RouteEntry[];
    unmatchedRoute?: Pick<RouteEntry, 'handler' | 'needs'>;
  };
  if (config.faultInjection) {
    // The very module instance the handlers import (same file URL), so their calls pass the fault step.
    const { sharedDocumentClient } = await import('../../../functions/src/lib/db/document-client');
    installFaultInjection(sharedDocumentClient());
  }
  const server = createGateway({
    product: config.product,
    routes: routesModule.routes,
    ...(routesModule.unmatchedRoute ? { unmatched: routesModule.unmatchedRoute } : {}),
    basePath: apiBasePath[config.product],
    functionsRoot,
    routeEnv: (entry) => routeEnv(`${entry.method} ${entry.path}`, entry.needs, config.needValues),
    authorize: createAuthorizer({ userPoolId: config.userPoolId, clientId: config.clientId, jwks: localJwks() }),
    ...(config.shop ? { shop: config.shop } : {}),
    ...(config.pay ? { pay: config.pay } : {}),
    ...(config.faultInjection ? { faultInjection: true } : {}),
    ...(operationLog ? { instrumented: true } : {}),
  });
  // Idle keep-alive connections: clients are told 5 s, as before, but the gateway keeps them open for a minute,
  // so a client whose own 5 s timer runs late on a loaded machine never reuses a connection the gateway has just
  // closed (fetch's "other side closed").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.prependListener('request', (request, response) => {
    if (request.httpVersion !== '1.1' || /close/i.test(request.headers.connection ?? '')) return;
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('Keep-Alive', 'timeout=5');
  });
  server.on('error', (error) => {
    process.stderr.write(`${config.product} gateway: ${error.message}\n`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => process.stdout.write(`${config.product} gateway listening on ${config.host}:${config.port}\n`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
