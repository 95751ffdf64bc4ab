import { useState, type FormEvent } from 'react';
import type { Product } from '@functions/shop/product/contract';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/auth/session';
import { useAdminCategories } from '../api/fetch-categories';
import { saveProduct } from '../api/save-product';
import { imageKeyOf } from '../api/upload-url';
import { AdminForm, useCatalogueSave } from './admin-form-dialog';
import { CategoryOptions } from './admin-list-parts';
import { ImageUploadField } from './image-upload-field';

interface Draft {
  name: string;
  description: string;
  /** Naira as typed; sent in kobo. */
  naira: string;
  category: string;
  cover: { key: string; preview: string } | null;
  images: { key: string; preview: string }[];
  topProduct: boolean;
}

function draftOf(product: Product | null): Draft {
  if (!product) return { name: '', description: '', naira: '', category: '', cover: null, images: [], topProduct: false };
  return {
    name: product.name,
    description: product.description,
    naira: String(product.amount / 100),
    category: product.category,
    cover: { key: imageKeyOf(product.coverImage), preview: product.coverImage },
    images: product.images.map((url) => ({ key: imageKeyOf(url), preview: url })),
    topProduct: product.topProduct,
  };
}

/** SPEC §5's checks in order; the first failure is shown and nothing is sent. */
function firstProblem(draft: Draft): string | null {
  if (!draft.name.trim()) return 'enter product name';
  if (!draft.description.trim()) return 'enter product description';
  const naira = Number(draft.naira);
  if (!draft.naira.trim() || !Number.isFinite(naira) || naira <= 0) return 'enter amount';
  if (!draft.category) return 'select category';
  if (!draft.cover) return 'select featured image';
  if (draft.images.length === 0) return 'select images';
  return null;
}

/**
 * The product add/edit form: an overlay over the products list, or (`asPage`) the page of the deep link
 * `/admin/products/add-product`. SPEC §5's checks run first; the first problem is a toast and nothing is sent.
 */
export function ProductForm({ product, onClose, asPage = false }: { product: Product | null; onClose: () => void; asPage?: boolean }) {
  const { authedPost } = useSession();
  const categories = useAdminCategories();
  const [draft, setDraft] = useState(() => draftOf(product));
  const { busy, save } = useCatalogueSave(onClose);
  const change = (changes: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...changes }));

  const moveImage = (index: number, by: -1 | 1) =>
    setDraft((previous) => {
      const images = [...previous.images];
      const [moved] = images.splice(index, 1);
      if (moved) images.splice(index + by, 0, moved);
      return { ...previous, images };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(draft);
    const cover = draft.cover;
    if (problem || !cover) {
      toast.error(problem ?? 'select featured image');
      return;
    }
    await save(() =>
      saveProduct(authedPost, {
        id: product?.id,
        name: draft.name.trim(),
        description: draft.description.trim(),
        amount: Math.round(Number(draft.naira) * 100),
        category: draft.category,
        coverImageKey: cover.key,
        imageKeys: draft.images.map((image) => image.key),
        topProduct: draft.topProduct,
      }),
    );
  };

  return (
    <AdminForm asPage={asPage} titleId="product-form-title" title={product ? 'Edit product' : 'Add product'} saveLabel="Save product" busy={busy} onSubmit={submit} onClose={onClose}>
      <label>
        Product name
        <input type="text" value={draft.name} onChange={(event) => change({ name: event.target.value })} />
      </label>
      <label>
        Description
        <textarea rows={4} value={draft.description} onChange={(event) => change({ description: event.target.value })} />
      </label>
      <label>
        Amount (₦)
        <input type="number" inputMode="decimal" min={0} step="0.01" value={draft.naira} onChange={(event) => change({ naira: event.target.value })} />
      </label>
      <label>
        Category
        <select value={draft.category} onChange={(event) => change({ category: event.target.value })}>
          <option value="">Select category</option>
          <CategoryOptions categories={categories.status === 'success' ? categories.data : []} />
        </select>
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={draft.topProduct} onChange={(event) => change({ topProduct: event.target.checked })} /> Top product
      </label>
      <ImageUploadField label="Featured image" kind="product" preview={draft.cover?.preview ?? null} onUploaded={(key, preview) => change({ cover: { key, preview } })} />
      <ImageUploadField
        label="Add gallery images"
        kind="product"
        multiple
        preview={null}
        onUploaded={(key, preview) => setDraft((previous) => ({ ...previous, images: [...previous.images, { key, preview }] }))}
      />
      {draft.images.length > 0 ? (
        <ul className="admin-gallery" aria-label="Gallery images">
          {draft.images.map((image, index) => (
            <li key={`${image.key}-${index}`}>
              <img src={image.preview} alt={`Gallery image ${index + 1}`} width={56} height={56} />
              <span className="admin-actions">
                <button type="button" className="button button--outline button--small" disabled={index === 0} onClick={() => moveImage(index, -1)} aria-label={`Move image ${index + 1} up`}>
                  Up
                </button>
                <button type="button" className="button button--outline button--small" disabled={index === draft.images.length - 1} onClick={() => moveImage(index, 1)} aria-label={`Move image ${index + 1} down`}>
                  Down
                </button>
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => setDraft((previous) => ({ ...previous, images: previous.images.filter((_, at) => at !== index) }))}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </AdminForm>
  );
}
