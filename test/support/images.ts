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

/** Sends `photo` through a presigned POST the API handed out, as the browser does. */
export async function uploadThrough(target: { url: string; fields: Record<string, string> }, photo: Uint8Array, type: string): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(photo)], { type }));
  const answer = await fetch(target.url, { method: 'POST', body: form });
  await answer.arrayBuffer();
  if (answer.status >= 300) throw new Error(`upload answered ${answer.status}`);
}

/**
 * The answer for `url` once it is 200, or the last one after `timeoutMs`: an upload's AVIF/WebP copies are written
 * by the upload event a moment after it lands.
 */
export async function fetchWhenWritten(url: string, timeoutMs = 45_000): Promise<Response> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(url);
    if (response.status === 200 || Date.now() - started > timeoutMs) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
