import { avatarContentTypes, maxAvatarBytes } from '@functions/shop/media/contract';

type ImageType = (typeof avatarContentTypes)[number];

/** How each accepted image format starts (its "magic number"); WebP is RIFF….WEBP. */
function typeOfHead(head: Uint8Array): ImageType | null {
  const starts = (bytes: readonly number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, 12));
  });
}

/**
 * Why a chosen file cannot be a catalogue image, in a sentence, or null when it can: its type must be one the
 * server accepts, its first bytes must really be that image (a text file renamed `.png` is not), and it must
 * fit the size limit. Checked the moment the file is chosen, before anything is uploaded.
 */
export async function imageProblem(file: File): Promise<string | null> {
  const notImage = `${file.name} is not an image. Choose a JPEG, PNG, WebP or GIF file.`;
  if (!(avatarContentTypes as readonly string[]).includes(file.type)) return notImage;
  const actual = typeOfHead(await readHead(file));
  if (!actual) return notImage;
  if (file.size > maxAvatarBytes) return `${file.name} is larger than ${maxAvatarBytes / 1024 / 1024} MB. Choose a smaller image.`;
  return null;
}
