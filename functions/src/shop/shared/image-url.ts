/**
 * Images are stored by key in the images bucket; the API hands out URLs on the Shop's own origin, which
 * CloudFront (in AWS) and the local gateway map back to the key. No storage host ever reaches the data.
 */
export function imageUrl(key: string): string {
  return `/images/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The key behind a Shop image URL (`imageUrl`'s inverse), or undefined for any other string. */
export function imageKeyOfUrl(url: string): string | undefined {
  if (!url.startsWith('/images/')) return undefined;
  try {
    return url.slice('/images/'.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

/** The key of the avatar at `url` when it is `userId`'s own upload (`avatars/<userId>/<file>`), else undefined. */
export function ownAvatarKey(userId: string, url: string): string | undefined {
  const key = imageKeyOfUrl(url);
  const file = key?.startsWith(`avatars/${userId}/`) ? key.slice(`avatars/${userId}/`.length) : '';
  return file !== '' && !file.includes('/') ? key : undefined;
}
