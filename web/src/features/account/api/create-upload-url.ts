import type { UploadUrl, UploadUrlBody } from '@functions/shop/media/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /media/upload-url`: a presigned form for uploading one image straight to storage. */
export function createUploadUrl(post: AuthedPost, body: Omit<UploadUrlBody, 'contentType'> & { contentType: string }) {
  return post<UploadUrl>('/media/upload-url', body);
}
