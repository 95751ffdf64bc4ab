import { Link } from '../../../lib/router/link';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCategories } from '../api/fetch-categories';

/** `/menu`: a site map of every category and page. */
export default function MenuPage() {
  useDocumentTitle('Site map');
  const categories = useCategories();
  return (
    <div className="container page prose">
      <PageHeading>Site map</PageHeading>
      <div className="sitemap">
        <section aria-labelledby="sitemap-shop">
          <h2 id="sitemap-shop">Shop</h2>
          <ul>
            <li>
              <Link to={paths.home.getHref()}>Home</Link>
            </li>
            <li>
              <Link to={paths.products.getHref('all')}>All Products</Link>
            </li>
            <li>
              <Link to={paths.checkout.getHref()}>Your Cart</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories">Categories</h2>
          {categories.status === 'loading' && <LoadingNote>Loading categories</LoadingNote>}
          {categories.status === 'error' && (
            <ErrorState message={errorMessage(categories.error)} onRetry={categories.retry} title="Categories could not be loaded" />
          )}
          {categories.status === 'success' && (
            <ul>
              {categories.data.map((category) => (
                <li key={category.id}>
                  <Link to={paths.products.getHref(category.name)}>{category.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="sitemap-account">
          <h2 id="sitemap-account">Your account</h2>
          <ul>
            <li>
              <Link to={paths.login.getHref()}>Sign in</Link>
            </li>
            <li>
              <Link to={paths.register.getHref()}>Create an Account</Link>
            </li>
            <li>
              <Link to={paths.settingsSection.getHref('profile')}>Profile</Link>
            </li>
            <li>
              <Link to={paths.settingsSection.getHref('measurements')}>Measurements</Link>
            </li>
            <li>
              <Link to={paths.settingsSection.getHref('orders')}>Orders</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="sitemap-about">
          <h2 id="sitemap-about">About</h2>
          <ul>
            <li>
              <Link to={paths.aboutUs.getHref()}>About Us</Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
