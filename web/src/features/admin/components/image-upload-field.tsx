import { useId, useState } from 'react';
import { avatarContentTypes } from '@functions/shop/media/contract';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { uploadCatalogImage } from '../api/upload-url';
import { imageProblem } from './image-check';

interface ImageUploadFieldProps {
  label: string;
  kind: 'product' | 'category';
  preview: string | null;
  /** Called once per uploaded file, in the order chosen. */
  onUploaded: (key: string, previewUrl: string) => void;
  /** Several files at once (the gallery). */
  multiple?: boolean;
}

/**
 * Catalogue images, uploaded as soon as they are picked (straight to storage through the admin's presigned
 * POST) with a progress bar; `onUploaded` gets each stored key and a local preview. A file that is not an
 * image is refused at once, with the reason beside the field.
 */
export function ImageUploadField({ label, kind, preview, onUploaded, multiple = false }: ImageUploadFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { authedPost } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const upload = async (files: File[]) => {
    const checked = await Promise.all(files.map(async (file) => ({ file, problem: await imageProblem(file) })));
    const found = checked.flatMap(({ problem }) => (problem ? [problem] : []));
    setProblems(found);
    for (const { file, problem } of checked) {
      if (problem) continue;
      setProgress(0);
      try {
        const key = await uploadCatalogImage(authedPost, kind, file, setProgress);
        onUploaded(key, URL.createObjectURL(file));
      } catch (error) {
        found.push(`${file.name}: ${errorMessage(error)}`);
        setProblems([...found]);
      }
    }
    setProgress(null);
  };

  return (
    <div className="admin-upload">
      <label htmlFor={id}>{label}</label>
      {preview ? <img src={preview} alt="" width={80} height={80} /> : null}
      <input
        id={id}
        type="file"
        accept={avatarContentTypes.join(',')}
        multiple={multiple}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problems.length > 0 ? errorId : undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again is a change too.
          event.target.value = '';
          if (files.length > 0) void upload(files);
        }}
      />
      {problems.length > 0 ? (
        <div id={errorId} role="alert" className="admin-field-error">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      {progress !== null ? (
        <progress max={100} value={progress} aria-label={`${label} upload progress`}>
          {progress}%
        </progress>
      ) : null}
    </div>
  );
}
