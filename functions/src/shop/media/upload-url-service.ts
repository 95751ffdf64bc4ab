import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type * as z from '../../lib/zod';
import { optionalEnv, requireEnv } from '../../lib/env/env';
import { newId } from '../../lib/ids/ids';
import { imageUrl } from '../shared/image-url';
import { maxAvatarBytes, type UploadUrl, type catalogImageKinds, type catalogUploadUrlBody, type uploadUrlBody } from './contract';
import { imageExtensions, imageUploadConditions, type ImageContentType } from './upload-policy';

type CatalogImageKind = (typeof catalogImageKinds)[number];

let s3: S3Client | undefined;
const expiresInSeconds = 300;

/** The object key for a new avatar: always under the caller's own prefix, with a random name. */
export function avatarKey(userId: string, contentType: ImageContentType): string {
  return `avatars/${userId}/${newId()}.${imageExtensions[contentType]}`;
}

/** A catalogue image's key: `products/…` or `categories/…`, a random name, the type's extension. */
export function catalogImageKey(kind: CatalogImageKind, contentType: ImageContentType): string {
  return `${kind === 'product' ? 'products' : 'categories'}/${newId()}.${imageExtensions[contentType]}`;
}

async function presignedImagePost(key: string, contentType: ImageContentType, maxBytes: number): Promise<UploadUrl> {
  // s3rver (local) only understands path-style addressing.
  s3 ??= new S3Client({ forcePathStyle: optionalEnv('AWS_ENDPOINT_URL_S3') !== undefined });
  const post = await createPresignedPost(s3, {
    Bucket: requireEnv('IMAGES_BUCKET'),
    Key: key,
    Conditions: imageUploadConditions(contentType, maxBytes),
    Fields: { 'Content-Type': contentType },
    Expires: expiresInSeconds,
  });
  return { url: post.url, fields: post.fields, key, publicUrl: imageUrl(key), expiresInSeconds };
}

/**
 * A presigned POST that S3 itself enforces: this exact key, this image type, at most 5 MB, valid for five
 * minutes. The size the browser announced is checked by the schema; the policy is what really limits it.
 */
export async function createAvatarUploadUrl(userId: string, body: z.output<typeof uploadUrlBody>): Promise<UploadUrl> {
  return presignedImagePost(avatarKey(userId, body.contentType), body.contentType, maxAvatarBytes);
}

/** `POST /admin/media/upload-url`: the same enforced policy for a product or category image. */
export async function createCatalogUploadUrl(body: z.output<typeof catalogUploadUrlBody>): Promise<UploadUrl> {
  return presignedImagePost(catalogImageKey(body.kind, body.contentType), body.contentType, maxAvatarBytes);
}
