import { useState, type FormEvent } from 'react';
import type { Category } from '@functions/shop/category/contract';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/auth/session';
import { saveCategory } from '../api/save-category';
import { imageKeyOf } from '../api/upload-url';
import { AdminForm, useCatalogueSave } from './admin-form-dialog';
import { ImageUploadField } from './image-upload-field';

/** SPEC §5's checks, first failure only, before anything is sent. */
function firstProblem(name: string, imageKey: string): string | null {
  if (!name.trim()) return 'enter category name';
  if (!imageKey) return 'add cover image';
  return null;
}

/**
 * The category add/edit form: an overlay over the categories list, or (`asPage`) the page of the deep links
 * `/admin/categories/add-category` and `/admin/categories/edit-category?id=`.
 */
export function CategoryForm({ category, onClose, asPage = false }: { category: Category | null; onClose: () => void; asPage?: boolean }) {
  const { authedPost } = useSession();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [imageKey, setImageKey] = useState(category ? imageKeyOf(category.image) : '');
  const [preview, setPreview] = useState<string | null>(category?.image ?? null);
  const { busy, save } = useCatalogueSave(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(name, imageKey);
    if (problem) {
      toast.error(problem);
      return;
    }
    await save(() => saveCategory(authedPost, { id: category?.id, name: name.trim(), imageKey, description: description.trim() }));
  };

  return (
    <AdminForm asPage={asPage} titleId="category-form-title" title={category ? 'Edit category' : 'Add category'} saveLabel="Save category" busy={busy} onSubmit={submit} onClose={onClose}>
      <label>
        Category name
        <input type="text" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Description (optional)
        <textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={3} />
      </label>
      <ImageUploadField
        label="Cover image"
        kind="category"
        preview={preview}
        onUploaded={(key, url) => {
          setImageKey(key);
          setPreview(url);
        }}
      />
    </AdminForm>
  );
}
