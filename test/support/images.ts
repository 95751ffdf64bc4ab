import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../../infra/local/s3-local';
import { testStack } from './stack';

/** The local stack's images bucket, read and written directly (what the API's image deletes left behind). */
function images() {
  const stack = testStack();
  return { s3: s3Client(stack.endpoints.s3), bucket: stack.imagesBucket };
}

/** Stores a tiny object under each key, as an upload through the presigned POST would. */
export async function putImages(keys: readonly string[]): Promise<void> {
  const { s3, bucket } = images();
  try {
    for (const key of keys) await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'image', ContentType: 'image/png' }));
  } finally {
    s3.destroy();
  }
}

/** The keys among `keys` that the bucket still holds. */
export async function storedImages(keys: readonly string[]): Promise<string[]> {
  const { s3, bucket } = images();
  const found: string[] = [];
  try {
    for (const key of keys) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        found.push(key);
      } catch (error) {
        if (!(error instanceof Error) || (error.name !== 'NotFound' && error.name !== 'NoSuchKey')) throw error;
      }
    }
  } finally {
    s3.destroy();
  }
  return found;
}
