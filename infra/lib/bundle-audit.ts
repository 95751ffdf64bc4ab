import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { handlerBundling } from './handler-bundling';
import { handlerTagKey } from './route-api';

/**
 * Checks what a deploy ships against what it grants: each route handler bundled exactly as
 * `NodejsFunction` bundles it, imported in a fresh Node process that sees only the variables its function
 * has in the template, and every AWS SDK command the bundle carries matched against its role's actions.
 * Used by `bundle-audit.test.ts`; needs no AWS account.
 */

type Json = unknown;
type Resources = Record<string, { Type: string; Properties?: Record<string, Json> }>;

export interface DeployedHandler {
  readonly stack: string;
  /** Handler file relative to `functions/src`. */
  readonly handler: string;
  /** The function's description: `<service>: <METHOD> <path>`. */
  readonly label: string;
  /** `Environment.Variables`, with CloudFormation references replaced by plausible stand-ins. */
  readonly environment: Readonly<Record<string, string>>;
  /** Every action the function's role allows. */
  readonly actions: ReadonlySet<string>;
}

const region = 'eu-west-1';
const account = '000000000000';

/** A value of the right shape for what a reference points at: some libraries check formats at construction. */
function standIn(resources: Resources, logicalId: string, attribute?: string): string {
  const type = resources[logicalId]?.Type ?? '';
  if (type === 'AWS::Cognito::UserPool') return `${region}_Check0001`;
  if (type === 'AWS::SecretsManager::Secret') return `arn:aws:secretsmanager:${region}:${account}:secret:${logicalId}-AbCdEf`;
  if (type === 'AWS::CloudFront::Distribution') return 'd111111abcdef8.cloudfront.net';
  if (attribute === 'Arn') return `arn:aws:check:${region}:${account}:${logicalId.toLowerCase()}`;
  return logicalId.toLowerCase();
}

function resolveValue(resources: Resources, value: Json): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, Json>;
  if (typeof record.Ref === 'string') {
    if (record.Ref === 'AWS::Region') return region;
    if (record.Ref === 'AWS::AccountId') return account;
    if (record.Ref === 'AWS::Partition') return 'aws';
    if (record.Ref === 'AWS::URLSuffix') return 'amazonaws.com';
    return standIn(resources, record.Ref);
  }
  const getAtt = record['Fn::GetAtt'];
  if (Array.isArray(getAtt)) return standIn(resources, String(getAtt[0]), String(getAtt[1]));
  const join = record['Fn::Join'];
  if (Array.isArray(join)) {
    const [separator, parts] = join as [string, Json[]];
    return parts.map((part) => resolveValue(resources, part)).join(separator);
  }
  if ('Fn::ImportValue' in record) return 'https://d222222abcdef8.cloudfront.net';
  throw new Error(`Cannot stand in for ${JSON.stringify(value)}`);
}

function refTarget(value: Json): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, Json>;
  if (typeof record.Ref === 'string') return record.Ref;
  const getAtt = record['Fn::GetAtt'];
  return Array.isArray(getAtt) ? String(getAtt[0]) : undefined;
}

/**
 * The route-handler functions of a synthesised template (tagged `aso:handler`), with their variables and role
 * actions; with `consumerTagKey`, the functions managed parts invoke (stream consumers, schedules, uploads).
 */
export function deployedHandlers(stack: string, template: { Resources?: Resources }, tagKey: string = handlerTagKey): DeployedHandler[] {
  const resources = template.Resources ?? {};
  const actionsByRole = new Map<string, Set<string>>();
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    const props = resource.Properties ?? {};
    const statements = ((props.PolicyDocument as { Statement?: { Effect: string; Action: string | string[] }[] } | undefined)?.Statement ?? []).filter(
      (statement) => statement.Effect === 'Allow',
    );
    for (const role of (props.Roles as Json[] | undefined) ?? []) {
      const roleId = refTarget(role);
      if (!roleId) continue;
      const actions = actionsByRole.get(roleId) ?? new Set<string>();
      for (const statement of statements) for (const action of [statement.Action].flat()) actions.add(action);
      actionsByRole.set(roleId, actions);
    }
  }
  const handlers: DeployedHandler[] = [];
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const props = resource.Properties ?? {};
    const tag = ((props.Tags as { Key: string; Value: string }[] | undefined) ?? []).find((t) => t.Key === tagKey);
    if (!tag) continue;
    const variables = ((props.Environment as { Variables?: Record<string, Json> } | undefined)?.Variables ?? {});
    const environment: Record<string, string> = {};
    for (const [name, value] of Object.entries(variables)) environment[name] = resolveValue(resources, value);
    const roleId = refTarget(props.Role);
    handlers.push({
      stack,
      handler: tag.Value,
      label: String(props.Description ?? tag.Value),
      environment,
      actions: (roleId ? actionsByRole.get(roleId) : undefined) ?? new Set<string>(),
    });
  }
  return handlers;
}

/**
 * The size budget of every deployed route-handler bundle (minified, the SDK clients external), checked by
 * `bundle-audit.test.ts`: deterministic, so CI checks it where it never checks a timing. Issue #24's goal of
 * 150 KB is the limit now that our own data layer (`functions/src/lib/data`) replaced ElectroDB on the
 * runtime path (zod is on its tree-shakable `zod/mini` build, ~32 KB); it only moves down.
 */
export const deployedBundleBudget = { limitBytes: 150 * 1024, goalBytes: 150 * 1024 } as const;

export interface BuiltBundle {
  readonly file: string;
  /** Files (relative to the repository) esbuild put into the bundle. */
  readonly inputs: readonly string[];
}

/**
 * Bundles handler files with `handlerBundling`'s options in one esbuild run (one output per entry, no
 * shared chunks, as each Lambda gets its own bundle). `outDir` must sit inside the repository so the
 * external SDK packages resolve from its `node_modules`, as they resolve from the runtime's in Lambda.
 */
export async function bundleHandlers(
  root: string,
  handlerFiles: readonly string[],
  outDir: string,
  options: { keepIdentifiers?: boolean; external?: readonly string[] } = {},
): Promise<Map<string, BuiltBundle>> {
  const unique = [...new Set(handlerFiles)];
  const result = await build({
    entryPoints: unique.map((handler) => ({ in: join(root, 'functions', 'src', handler), out: handler.replace(/\.ts$/, '') })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: handlerBundling.target,
    ...(options.keepIdentifiers
      ? { minifySyntax: handlerBundling.minify, minifyWhitespace: handlerBundling.minify, minifyIdentifiers: false }
      : { minify: handlerBundling.minify }),
    mainFields: handlerBundling.mainFields,
    // The map as a deploy writes it (a file beside the bundle, no sources), so what is imported is what ships.
    sourcemap: handlerBundling.sourceMap,
    sourcesContent: handlerBundling.sourcesContent,
    external: [...handlerBundling.externalModules, ...(options.external ?? [])],
    banner: { js: handlerBundling.banner },
    tsconfig: join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: root,
  });
  const bundles = new Map<string, BuiltBundle>();
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  for (const [output, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint) continue;
    const handler = relative(join('functions', 'src'), meta.entryPoint);
    bundles.set(handler, { file: join(root, output), inputs: Object.keys(meta.inputs) });
  }
  return bundles;
}

const servicePrefixes: Record<string, string> = {
  '@aws-sdk/client-dynamodb': 'dynamodb',
  '@aws-sdk/client-cognito-identity-provider': 'cognito-idp',
  '@aws-sdk/client-s3': 's3',
  '@aws-sdk/client-sesv2': 'ses',
  '@aws-sdk/client-secrets-manager': 'secretsmanager',
};

/** The document client's commands and the table action each needs. */
const documentCommands: Record<string, string> = {
  GetCommand: 'dynamodb:GetItem',
  PutCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
  TransactWriteCommand: 'dynamodb:TransactWriteItems',
  TransactGetCommand: 'dynamodb:TransactGetItems',
};

/**
 * Cognito operations a client calls with a user's own token or the app client id: IAM does not
 * authorise them, so no role needs them.
 */
const unauthenticatedCognito = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ResendConfirmationCode',
  'RevokeToken',
  'GlobalSignOut',
  'ChangePassword',
  'GetUser',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'DeleteUser',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'GetTokensFromRefreshToken',
]);

/**
 * Transactions are authorised item by item: a `TransactWriteItems` needs the write actions of its items,
 * a `TransactGetItems` the read of its items. A bundle holding one needs at least one of these.
 */
const perItemActions: Record<string, readonly string[]> = {
  'dynamodb:TransactWriteItems': ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'],
  'dynamodb:TransactGetItems': ['dynamodb:GetItem'],
};

export interface SdkCall {
  /** Where the bundle gets it: `@aws-sdk/client-s3 PutObjectCommand`. */
  readonly source: string;
  /** IAM actions of which the role must allow at least one. */
  readonly anyOf: readonly string[];
}

const escaped = (text: string) => text.replace(/[/\-.$]/g, (c) => `\\${c}`);

/**
 * Names the bundle imports from `module`. esbuild keeps every named import of an external module even when
 * tree shaking dropped all code using it; with `usedOnly` a name counts only when the code left after tree
 * shaking refers to it (the bundle must be built with identifiers kept), else every imported name counts.
 */
function importedNames(code: string, module: string, usedOnly: boolean): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped(module)}["'];?`, 'g');
  const statements = [...code.matchAll(pattern)];
  const rest = code.replace(/import\s*\{[^}]*\}\s*from\s*["'][^"']+["'];?/g, '');
  const names: string[] = [];
  // A module imported on use (`const { XCommand } = await import('…')`) is in the bundle only where that code is.
  const dynamic = new RegExp(`(?:const|let|var|,)\\s*\\{([^{}]*)\\}\\s*=\\s*await\\s+import\\(\\s*["']${escaped(module)}["']\\s*\\)`, 'g');
  for (const match of code.matchAll(dynamic)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const imported = specifier.split(':')[0]?.trim();
      if (imported) names.push(imported);
    }
  }
  for (const match of statements) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const [imported, local = imported] = specifier.trim().split(/\s+as\s+/).map((part) => part.trim());
      if (!imported || !local) continue;
      if (!usedOnly || new RegExp(`(?<![\\w$.])${escaped(local)}(?![\\w$])`).test(rest)) names.push(imported);
    }
  }
  return names;
}

/** Data-layer entity operations and the table action each sends (a batch `get`/`delete` is granted with the same need). */
const entityOperations: Record<string, string> = {
  get: 'dynamodb:GetItem',
  query: 'dynamodb:Query',
  find: 'dynamodb:Query',
  match: 'dynamodb:Query',
  scan: 'dynamodb:Scan',
  put: 'dynamodb:PutItem',
  create: 'dynamodb:PutItem',
  update: 'dynamodb:UpdateItem',
  patch: 'dynamodb:UpdateItem',
  upsert: 'dynamodb:UpdateItem',
  delete: 'dynamodb:DeleteItem',
  remove: 'dynamodb:DeleteItem',
};

/**
 * Our data layer (`functions/src/lib/data`) sends the document client's commands itself, through the
 * module's namespace (which the import names above cannot see), so its calls are read from the code left
 * after tree shaking: each `<Entity>.<operation>(` on an entity the bundle defines, and each service transaction.
 */
function dataLayerCalls(code: string): SdkCall[] {
  const entities = [...code.matchAll(/([\w$]+)=new [\w$.]*Entity\(/g)].map((match) => match[1] ?? '').filter((name) => name !== '');
  const calls: SdkCall[] = [];
  if (entities.length > 0) {
    const operations = Object.keys(entityOperations).join('|');
    const pattern = new RegExp(`(?<![\\w$.])(${entities.map(escaped).join('|')})\\.(${operations})\\b`, 'g');
    const seen = new Set<string>();
    for (const match of code.matchAll(pattern)) {
      const key = `${match[1] ?? ''}.${match[2] ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const action = entityOperations[match[2] ?? ''];
      if (action) calls.push({ source: `data ${key}`, anyOf: [action] });
    }
  }
  if (/\.transaction\.write\(/.test(code)) calls.push({ source: 'data transaction.write', anyOf: perItemActions['dynamodb:TransactWriteItems'] ?? [] });
  return calls;
}

/**
 * The AWS calls a bundle can make (built with `keepIdentifiers`), from its SDK imports and the bundled
 * helpers that call AWS. `'contained'` counts every SDK command the bundle imports, used or left behind by
 * tree shaking (a command in the bundle is one a later change can call without anyone looking at the role);
 * `'used'` only those the kept code refers to.
 */
export function sdkCalls(bundle: BuiltBundle, scope: 'contained' | 'used' = 'contained'): SdkCall[] {
  const code = readFileSync(bundle.file, 'utf8');
  const usedImports = (module: string) => importedNames(code, module, scope === 'used');
  const calls: SdkCall[] = [];
  for (const [module, prefix] of Object.entries(servicePrefixes)) {
    for (const name of usedImports(module)) {
      if (!name.endsWith('Command')) continue;
      const operation = name.slice(0, -'Command'.length);
      if (prefix === 'cognito-idp' && unauthenticatedCognito.has(operation)) continue;
      const action = `${prefix}:${operation}`;
      calls.push({ source: `${module} ${name}`, anyOf: perItemActions[action] ?? [action] });
    }
  }
  for (const name of usedImports('@aws-sdk/lib-dynamodb')) {
    const action = documentCommands[name];
    if (action) calls.push({ source: `@aws-sdk/lib-dynamodb ${name}`, anyOf: perItemActions[action] ?? [action] });
  }
  if (bundle.inputs.some((input) => input.includes('node_modules/@aws-sdk/s3-presigned-post/'))) {
    calls.push({ source: '@aws-sdk/s3-presigned-post createPresignedPost', anyOf: ['s3:PutObject'] });
  }
  if (bundle.inputs.some((input) => input.includes('functions/src/lib/data/'))) calls.push(...dataLayerCalls(code));
  return calls;
}

/** The calls among `calls` that `actions` allows none of. */
export function unauthorisedCalls(calls: readonly SdkCall[], actions: ReadonlySet<string>): SdkCall[] {
  const allows = (action: string) => actions.has(action) || actions.has(`${action.split(':')[0]}:*`) || actions.has('*');
  return calls.filter((call) => !call.anyOf.some(allows));
}

/** What the Lambda runtime adds to a function's own variables (no credentials: the import must not call AWS). */
export function lambdaRuntimeEnv(functionName: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    AWS_LAMBDA_FUNCTION_NAME: functionName,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  };
}

/**
 * Imports bundles one after another in a fresh Node process given exactly `env` (bundles are
 * self-contained, so one cannot lend another its state); resolves to each file's error text, undefined
 * for those that load and export a handler.
 */
export function importFailures(files: readonly string[], env: Readonly<Record<string, string>>): Promise<Map<string, string | undefined>> {
  const script = `const files=${JSON.stringify(files)};const out={};for(const f of files){try{const m=await import('file://'+f);if(typeof m.handler!=='function')throw new Error('no handler export');out[f]=null}catch(e){out[f]=String(e&&e.message||e)}}process.stdout.write(JSON.stringify(out))`;
  return new Promise((resolveResult) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], { env: { ...env }, encoding: 'utf8', timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const results = new Map<string, string | undefined>();
      let parsed: Record<string, string | null> | undefined;
      try {
        parsed = JSON.parse(stdout) as Record<string, string | null>;
      } catch {
        parsed = undefined;
      }
      for (const file of files) results.set(file, parsed ? (parsed[file] ?? undefined) : stderr.trim() || error?.message || 'the import process failed');
      resolveResult(results);
    });
  });
}
