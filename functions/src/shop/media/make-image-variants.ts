import { S3Client } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { createImageVariants } from './image-variants-service';

const s3 = new S3Client({});

/** S3 writes keys in events URL-encoded, spaces as `+`. */
function eventKey(raw: string): string {
  return decodeURIComponent(raw.replace(/\+/g, ' '));
}

/** The images bucket's ObjectCreated notification: each new upload gets its AVIF and WebP variants. */
export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    await createImageVariants(s3, record.s3.bucket.name, eventKey(record.s3.object.key));
  }
}
