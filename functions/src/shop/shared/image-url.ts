/**
 * Images are stored by key in the images bucket; the API hands out URLs on the Shop's own origin, which
 * CloudFront (in AWS) and the local gateway map back to the key. No storage host ever reaches the data.
 */
export function imageUrl(key: string): string {
  return `/images/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The key of the avatar at `url` when it is `userId`'s own upload (`/images/avatars/<userId>/<file>`, the file
 * name plain letters, digits, `.`, `_` and `-`), else undefined. The one rule both for accepting a profile's
 * picture and for deleting the one it replaces.
 */
export function ownAvatarKey(userId: string, url: string): string | undefined {
  const prefix = `/images/avatars/${encodeURIComponent(userId)}/`;
  const file = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  return /^[A-Za-z0-9._-]+$/.test(file) ? `avatars/${userId}/${file}` : undefined;
}
