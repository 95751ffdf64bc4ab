import { useState } from 'react';
import type { Category } from '@functions/shop/category/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ErrorState } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { invalidateCatalogue } from '../api/admin-keys';
import { deleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/fetch-categories';
import { CategoryForm } from '../components/category-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { AdminPager, RowActions, TableSkeleton } from '../components/admin-list-parts';
import { CardTable, serialColumn } from '../components/card-table';
import { toastWrite } from '../../../components/toast/use-toasted-write';
import { firstSerialOf, perPage } from '../components/paged-results';


/** `/admin/categories`: every category with its product count, searched by name, 50 a page. */
export default function AdminCategoriesPage() {
  useDocumentTitle('Admin categories');
  const { authedPost } = useSession();
  const categories = useAdminCategories();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const matches = categories.status === 'success' ? categories.data.filter((category) => category.name.toLowerCase().includes(query.trim().toLowerCase())) : [];
  const shown = matches.slice((page - 1) * perPage, page * perPage);

  const remove = (category: Category) => toastWrite(() => deleteCategory(authedPost, category.id), invalidateCatalogue);

  return (
    <>
      <PageHeading>Categories</PageHeading>
      <div className="admin-filters">
        <label>
          Search categories
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <button type="button" className="button button--primary button--small" onClick={() => setEditing('new')}>
          Add category
        </button>
      </div>
      {categories.status === 'loading' ? <TableSkeleton rows={6} label="Loading categories…" /> : null}
      {categories.status === 'error' ? <ErrorState message={errorMessage(categories.error)} onRetry={categories.retry} /> : null}
      {categories.status === 'success' ? (
        shown.length === 0 ? (
          <p role="status">No categories match.</p>
        ) : (
          <CardTable
            caption={`Categories, page ${page}`}
            rows={shown}
            rowKey={(category) => category.id}
            columns={[
              serialColumn(firstSerialOf(page)),
              { label: 'Image', cell: (category) => <ResponsiveImage src={category.image} alt="" width={40} height={40} loading="lazy" /> },
              { label: 'Name', cell: (category) => category.name },
              { label: 'Products', cell: (category) => category.productCount },
              { label: 'Actions', cell: (category) => <RowActions name={category.name} onEdit={() => setEditing(category)} onDelete={() => setDeleting(category)} /> },
            ]}
          />
        )
      ) : null}
      {matches.length > perPage ? (
        <AdminPager label="Category pages" page={page} nextDisabled={page * perPage >= matches.length} onPrevious={() => setPage(page - 1)} onNext={() => setPage(page + 1)} />
      ) : null}
      {editing ? <CategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          message={`Every product in ${deleting.name} (${deleting.productCount}) is deleted too. This cannot be undone.`}
          confirmLabel="Delete category"
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
