import type { PresignedPostOptions } from '@aws-sdk/s3-presigned-post';

type Conditions = NonNullable<PresignedPostOptions['Conditions']>;

/** The types a presigned POST accepts, each with the extension its key gets. */
export const imageExtensions = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type ImageContentType = keyof typeof imageExtensions;

/**
 * The conditions S3 itself enforces on an upload: this one content type and at most `maxBytes`, so a
 * browser that lies about its file's size or type is refused by storage, not only by our schema.
 */
export function imageUploadConditions(contentType: ImageContentType, maxBytes: number): Conditions {
  return [
    ['content-length-range', 1, maxBytes],
    ['eq', '$Content-Type', contentType],
  ];
}
