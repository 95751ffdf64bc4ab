import type { UploadUrl } from '@functions/shop/media/contract';
import type { AuthedPost } from '../../../lib/auth/session';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** `POST /admin/media/upload-url`, then the file straight to storage; answers the stored key. */
export async function uploadCatalogImage(post: AuthedPost, kind: 'product' | 'category', file: File, onProgress: (percent: number) => void): Promise<string> {
  const envelope = await post<UploadUrl>('/admin/media/upload-url', { kind, contentType: file.type, size: file.size });
  if (!envelope.data) throw new Error(envelope.message || 'error uploading image');
  await uploadWithProgress(envelope.data, file, onProgress);
  return envelope.data.key;
}

/** The stored key of an image the API serves as `/images/{key}`. */
export function imageKeyOf(url: string): string {
  return url.replace(/^.*?\/images\//, '');
}
