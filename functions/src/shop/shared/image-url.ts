/**
 * Images are stored by key in the images bucket; the API hands out URLs on the Shop's own origin, which
 * CloudFront (in AWS) and the local gateway map back to the key. No storage host ever reaches the data.
 */
export function imageUrl(key: string): string {
  return `/images/${key.split('/').map(encodeURIComponent).join('/')}`;
}
