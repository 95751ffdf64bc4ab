import type { UploadUrl } from '@functions/shop/media/contract';

/** Posts the file to the presigned form with XMLHttpRequest, since fetch reports no upload progress. */
export function uploadWithProgress(target: UploadUrl, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', target.url);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => (request.status < 300 ? resolve() : reject(new Error('error uploading image')));
    request.onerror = () => reject(new Error('error uploading image'));
    request.send(form);
  });
}
