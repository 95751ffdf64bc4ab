import { useId, useState } from 'react';
import { avatarContentTypes } from '@functions/shop/media/contract';
import { toast } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { uploadCatalogImage } from '../api/upload-url';

function isImageType(type: string): boolean {
  return (avatarContentTypes as readonly string[]).includes(type);
}

/**
 * One catalogue image, uploaded as soon as it is picked (straight to storage through the admin's presigned
 * POST) with a progress bar; `onUploaded` gets the stored key and a local preview.
 */
export function ImageUploadField({ label, kind, preview, onUploaded }: { label: string; kind: 'product' | 'category'; preview: string | null; onUploaded: (key: string, previewUrl: string) => void }) {
  const id = useId();
  const { authedPost } = useSession();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (!isImageType(file.type)) {
      toast.error('Please choose an image (JPEG, PNG, WebP or GIF)');
      return;
    }
    setProgress(0);
    try {
      const key = await uploadCatalogImage(authedPost, kind, file, setProgress);
      onUploaded(key, URL.createObjectURL(file));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="admin-upload">
      <label htmlFor={id}>{label}</label>
      {preview ? <img src={preview} alt="" width={80} height={80} /> : null}
      <input id={id} type="file" accept={avatarContentTypes.join(',')} onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
      {progress !== null ? (
        <progress max={100} value={progress} aria-label={`${label} upload progress`}>
          {progress}%
        </progress>
      ) : null}
    </div>
  );
}
