import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { z } from 'zod';
import { optionalEnv, requireEnv } from '../../lib/env/env';
import { newId } from '../../lib/ids/ids';
import { imageUrl } from '../shared/image-url';
import { maxAvatarBytes, type UploadUrl, type uploadUrlBody } from './contract';

const bucket = requireEnv('IMAGES_BUCKET');
/** s3rver (local) only understands path-style addressing. */
const s3 = new S3Client({ forcePathStyle: optionalEnv('AWS_ENDPOINT_URL_S3') !== undefined });
const expiresInSeconds = 300;

const extensions: Record<z.output<typeof uploadUrlBody>['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The object key for a new avatar: always under the caller's own prefix, with a random name. */
export function avatarKey(userId: string, contentType: z.output<typeof uploadUrlBody>['contentType']): string {
  return `avatars/${userId}/${newId()}.${extensions[contentType]}`;
}

/**
 * A presigned POST that S3 itself enforces: this exact key, this image type, at most 5 MB, valid for five
 * minutes. The size the browser announced is checked by the schema; the policy is what really limits it.
 */
export async function createAvatarUploadUrl(userId: string, body: z.output<typeof uploadUrlBody>): Promise<UploadUrl> {
  const key = avatarKey(userId, body.contentType);
  const post = await createPresignedPost(s3, {
    Bucket: bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxAvatarBytes],
      ['eq', '$Content-Type', body.contentType],
    ],
    Fields: { 'Content-Type': body.contentType },
    Expires: expiresInSeconds,
  });
  return { url: post.url, fields: post.fields, key, publicUrl: imageUrl(key), expiresInSeconds };
}
