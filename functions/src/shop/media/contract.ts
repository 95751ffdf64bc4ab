import * as z from '../../lib/zod';

/** Shapes of the media routes, shared with the browser. */
export const avatarContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const maxAvatarBytes = 5 * 1024 * 1024;

/** `POST /media/upload-url` */
export const uploadUrlBody = /* @__PURE__ */ z.pure(() => z.object({
  kind: z.literal('avatar', { error: 'kind must be avatar' }),
  contentType: z.enum(avatarContentTypes, { error: `contentType must be one of ${avatarContentTypes.join(', ')}` }),
  size: z.number({ error: 'size must be a number of bytes' }).check(z.int('size must be a whole number of bytes'), z.gte(1, 'size must be at least 1 byte'), z.lte(maxAvatarBytes, 'Images can be at most 5 MB')),
}));
export type UploadUrlBody = z.input<typeof uploadUrlBody>;

/** A presigned POST: the browser sends `fields` plus the file to `url`; `publicUrl` then goes into `dp`. */
export interface UploadUrl {
  url: string;
  fields: Record<string, string>;
  key: string;
  publicUrl: string;
  expiresInSeconds: number;
}

/** Catalogue images (product gallery, category cover): the same types and limit as avatars. */
export const catalogImageKinds = ['product', 'category'] as const;

/** `POST /admin/media/upload-url` */
export const catalogUploadUrlBody = /* @__PURE__ */ z.pure(() => z.extend(uploadUrlBody, {
  kind: z.enum(catalogImageKinds, { error: `kind must be one of ${catalogImageKinds.join(', ')}` }),
}));
export type CatalogUploadUrlBody = z.input<typeof catalogUploadUrlBody>;
