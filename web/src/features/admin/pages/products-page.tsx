import { useState, type FormEvent } from 'react';
import type { Product } from '@functions/shop/product/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { formatMoney } from '../../../lib/money';
import { invalidateCatalogue } from '../api/admin-keys';
import { deleteProduct } from '../api/delete-product';
import { useAdminProducts, type ProductsFilter } from '../api/fetch-all-products';
import { useAdminCategories } from '../api/fetch-categories';
import { ProductForm } from '../components/product-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { AdminPager, CategoryOptions, RowActions, SearchForm, TableSkeleton } from '../components/admin-list-parts';
import { CardTable, serialColumn } from '../components/card-table';
import { toastWrite } from '../../../components/toast/use-toasted-write';
import { firstSerialOf } from '../components/paged-results';
import { dateFormat as dateOnly } from '../../../lib/dates';
import { ResponsiveImage } from '../../../components/ui/responsive-image';


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
                { label: 'Image', cell: (product) => <ResponsiveImage src={product.coverImage} alt="" width={40} height={48} loading="lazy" /> },
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
      {editing ? <ProductForm product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
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
