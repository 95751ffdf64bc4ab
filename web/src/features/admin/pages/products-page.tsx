import { useState, type FormEvent } from 'react';
import type { Product } from '@functions/shop/product/contract';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { formatMoney } from '../../../lib/money';
import { invalidateCatalogue } from '../api/admin-keys';
import { deleteProduct } from '../api/delete-product';
import { useAdminProducts, type ProductsFilter } from '../api/fetch-all-products';
import { useAdminCategories } from '../api/fetch-categories';
import { saveProduct } from '../api/save-product';
import { imageKeyOf } from '../api/upload-url';
import { AdminFormDialog, useCatalogueSave } from '../components/admin-form-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { AdminPager, CategoryOptions, RowActions, SearchForm, TableSkeleton } from '../components/admin-list-parts';
import { CardTable, serialColumn } from '../components/card-table';
import { ImageUploadField } from '../components/image-upload-field';
import { toastWrite } from '../../../components/toast/use-toasted-write';
import { firstSerialOf } from '../components/paged-results';
import { dateFormat as dateOnly } from '../../../lib/dates';


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

function ProductFormDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
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
    <AdminFormDialog titleId="product-form-title" title={product ? 'Edit product' : 'Add product'} saveLabel="Save product" busy={busy} onSubmit={submit} onClose={onClose}>
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
        label="Add a gallery image"
        kind="product"
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
    </AdminFormDialog>
  );
}

/** `/admin/products`: the catalogue newest first, searched by name or narrowed to a category, 50 a page. */
export default function AdminProductsPage() {
  useDocumentTitle('Admin products');
  const { authedPost } = useSession();
  const categories = useAdminCategories();
  const [draftQuery, setDraftQuery] = useState('');
  const [filter, setFilter] = useState<Omit<ProductsFilter, 'cursor'>>({});
  // The cursors of the pages before the one shown: page N reads after cursors[N - 2].
  const [cursors, setCursors] = useState<string[]>([]);
  const products = useAdminProducts({ ...filter, cursor: cursors[cursors.length - 1] });
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const page = cursors.length + 1;

  const refine = (changes: Omit<ProductsFilter, 'cursor'>) => {
    setFilter((previous) => ({ ...previous, ...changes }));
    setCursors([]);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    refine({ q: draftQuery.trim() || undefined });
  };

  const remove = (product: Product) => toastWrite(() => deleteProduct(authedPost, product.id), invalidateCatalogue);

  return (
    <>
      <PageHeading>Products</PageHeading>
      <div className="admin-filters">
        <SearchForm label="Search products" value={draftQuery} onChange={setDraftQuery} placeholder="Product name" onSubmit={search} />
        <label>
          Category
          <select value={filter.category ?? ''} onChange={(event) => refine({ category: event.target.value || undefined })}>
            <option value="">All categories</option>
            <CategoryOptions categories={categories.status === 'success' ? categories.data : []} />
          </select>
        </label>
        <button type="button" className="button button--primary button--small" onClick={() => setEditing('new')}>
          Add product
        </button>
      </div>
      {products.status === 'loading' ? <TableSkeleton rows={8} label="Loading products…" /> : null}
      {products.status === 'error' ? <ErrorState message={errorMessage(products.error)} onRetry={products.retry} /> : null}
      {products.status === 'success' ? (
        <>
          {products.data.items.length === 0 ? (
            <p role="status">No products match.</p>
          ) : (
            <CardTable
              caption={`Products, page ${page}`}
              rows={products.data.items}
              rowKey={(product) => product.id}
              columns={[
                serialColumn(firstSerialOf(page)),
                { label: 'Image', cell: (product) => <img src={product.coverImage} alt="" width={40} height={48} loading="lazy" /> },
                { label: 'Name', cell: (product) => product.name },
                { label: 'Amount', cell: (product) => formatMoney(product.amount) },
                { label: 'Date created', cell: (product) => <time dateTime={product.created_at}>{dateOnly.format(new Date(product.created_at))}</time> },
                { label: 'Actions', cell: (product) => <RowActions name={product.name} onEdit={() => setEditing(product)} onDelete={() => setDeleting(product)} /> },
              ]}
            />
          )}
          <AdminPager
            label="Product pages"
            page={page}
            nextDisabled={!products.data.next}
            onPrevious={() => setCursors((previous) => previous.slice(0, -1))}
            onNext={() => {
              const next = products.data.next;
              if (next) setCursors((previous) => [...previous, next]);
            }}
          />
        </>
      ) : null}
      {editing ? <ProductFormDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          message={`${deleting.name} and its images are removed from the shop. This cannot be undone.`}
          confirmLabel="Delete product"
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
