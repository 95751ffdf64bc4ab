import { useNavigate } from '../../../lib/router/router';
import { Link } from '../../../lib/router/link';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { adminPaths } from '../../../config/admin-paths';
import { errorMessage } from '../../../lib/api-client';
import { useAdminCategories } from '../api/fetch-categories';
import { CategoryForm } from '../components/category-form';
import { ProductForm } from '../components/product-form';

/** `/admin/products/add-product`: the add form as a page; saved or cancelled, back to the products. */
export function AddProductPage() {
  const navigate = useNavigate();
  return <ProductForm asPage product={null} onClose={() => navigate(adminPaths.products.getHref())} />;
}

/** `/admin/categories/add-category`: the add form as a page; saved or cancelled, back to the categories. */
export function AddCategoryPage() {
  const navigate = useNavigate();
  return <CategoryForm asPage category={null} onClose={() => navigate(adminPaths.categories.getHref())} />;
}

function CategoryNotFound({ id }: { id: string | null }) {
  useDocumentTitle('Admin: category not found');
  return (
    <>
      <PageHeading>Category not found</PageHeading>
      <p role="alert">{id ? 'No category has this id; it may have been deleted.' : 'The link does not say which category to edit.'}</p>
      <Link to={adminPaths.categories.getHref()}>Back to the categories</Link>
    </>
  );
}

/** `/admin/categories/edit-category?id=`: the edit form of the category named in the query. */
export function EditCategoryPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const categories = useAdminCategories();
  if (categories.status === 'loading') return <LoadingNote>Loading the category…</LoadingNote>;
  if (categories.status === 'error') return <ErrorState message={errorMessage(categories.error)} onRetry={categories.retry} />;
  const category = categories.data.find((candidate) => candidate.id === id);
  if (!category) return <CategoryNotFound id={id} />;
  return <CategoryForm key={category.id} asPage category={category} onClose={() => navigate(adminPaths.categories.getHref())} />;
}
