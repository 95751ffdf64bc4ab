import { Link } from '../../lib/router/link';
import { ChevronDownIcon } from '../../components/ui/more-icons';
import { paths } from '../../config/paths';
import { useCategories } from '../../features/catalog/api/fetch-categories';

/** The mobile menu's Categories dropdown (SPEC §2: All Products plus each category). */
export default function CategoriesMenu() {
  const categories = useCategories();
  return (
    <details className="nav__details">
      <summary className="nav__link">
        Categories <ChevronDownIcon size={16} />
      </summary>
      <ul className="nav__sublist">
        <li>
          <Link to={paths.products.getHref('all')}>All Products</Link>
        </li>
        {categories.status === 'success' &&
          categories.data.map((category) => (
            <li key={category.id}>
              <Link to={paths.products.getHref(category.name)}>{category.name}</Link>
            </li>
          ))}
        {categories.status === 'error' && (
          <li>
            <button type="button" className="link-button" onClick={categories.retry}>
              Categories failed to load. Try again
            </button>
          </li>
        )}
      </ul>
    </details>
  );
}
