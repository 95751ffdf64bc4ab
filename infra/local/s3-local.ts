import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { ChildProcesses, ManagedChild } from './child-processes';
import { parentGuardImport } from './child-processes';
import { localCredentials, localRegion } from './local-aws';
import { tsxNodeArgs } from './paths';
import { connectHost, emulatorStartTimeoutMs, freePort, listenHost, waitFor } from './ports';

export const imagesBucket = 'images';

/** The browser uploads avatars straight to the bucket with a presigned POST, so the bucket allows CORS. */
const corsConfiguration = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>
`;

/**
 * An S3 client for the local endpoint. The endpoint is an IP address, for which the SDK already uses
 * path-style URLs; `forcePathStyle` makes that explicit.
 */
export function s3Client(endpoint: string): S3Client {
  return new S3Client({ endpoint, region: localRegion, credentials: localCredentials, forcePathStyle: true });
}

export interface S3Local {
  endpoint: string;
  child: ManagedChild;
}

/**
 * Starts s3rver with its objects under `folder`; the images bucket is created (with CORS) at start, and each
 * upload to it gets its image variants, as the deployed bucket's notification does.
 */
export async function startS3Local(children: ChildProcesses, options: { folder: string; logFile: string }): Promise<S3Local> {
  const objects = join(options.folder, 'objects');
  mkdirSync(objects, { recursive: true });
  const cors = join(options.folder, 'cors.xml');
  writeFileSync(cors, corsConfiguration);
  const port = await freePort();
  const child = children.start({
    name: 's3rver',
    command: process.execPath,
    // s3rver with the images bucket's upload notification (`run-s3-local.ts`).
    args: ['--import', parentGuardImport, ...tsxNodeArgs('infra/local/run-s3-local.ts'), objects, listenHost(), String(port), imagesBucket, cors],
    logFile: options.logFile,
  });
  const endpoint = `http://${connectHost()}:${port}`;
  const client = s3Client(endpoint);
  try {
    await waitFor('s3rver', () => client.send(new HeadBucketCommand({ Bucket: imagesBucket })), emulatorStartTimeoutMs, child.alive);
  } finally {
    client.destroy();
  }
  return { endpoint, child };
}
