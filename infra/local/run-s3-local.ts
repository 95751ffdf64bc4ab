import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeVariantsOnUpload, type S3EventSource } from './image-upload-events';
import { connectHost } from './ports';
import { s3Client } from './s3-local';

/**
 * s3rver in-process (what its command line does), plus what S3's upload notification does in AWS: each new
 * object of the images bucket gets its image variants (`image-upload-events.ts`).
 * Arguments: objects folder, listen address, port, bucket, its CORS file.
 */
interface S3rverServer extends S3EventSource {
  run(): Promise<{ address: string; port: number }>;
}
type S3rverClass = new (options: {
  directory: string;
  address: string;
  port: number;
  vhostBuckets: boolean;
  configureBuckets: { name: string; configs: Buffer[] }[];
}) => S3rverServer;

const [directory, address, port, bucket, corsFile] = process.argv.slice(2);
if (!directory || !address || !port || !bucket || !corsFile) throw new Error('usage: run-s3-local <directory> <address> <port> <bucket> <cors.xml>');

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
const server = new S3rver({ directory, address, port: Number(port), vhostBuckets: false, configureBuckets: [{ name: bucket, configs: [readFileSync(corsFile)] }] });
makeVariantsOnUpload(server, s3Client(`http://${connectHost()}:${port}`), bucket, (line) => process.stdout.write(`${line}\n`));
const listening = await server.run();
process.stdout.write(`S3rver listening on ${listening.address}:${listening.port}\n`);
