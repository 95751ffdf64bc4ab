import { useEffect, useId, useRef } from 'react';
import { useParams } from '../../../lib/router/routes';
import { Link, NavLink } from '../../../lib/router/link';
import { useSearchParams } from '../../../lib/router/use-search-params';
import type { ProductSort } from '@functions/shop/product/contract';
import { ChevronDownIcon } from '../../../components/ui/more-icons';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { CardSkeletons, ErrorState } from '../../../components/ui/status';
import { paths, productsAnchor } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { findCategory, useCategories } from '../api/fetch-categories';
import { gridFilter, productSorts } from '../api/fetch-all-products';
import { useProductPages } from '../api/use-product-pages';
import { ProductGrid } from '../components/product-card';

const sortLabels: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

function CategoryNav({ current }: { current: string }) {
  const categories = useCategories();
  const links = (
    <ul className="category-nav__list">
      <li>
        <NavLink to={paths.products.getHref('all')} className="category-nav__link" aria-current={current === 'all' ? 'page' : undefined}>
          All Products
        </NavLink>
      </li>
      {categories.status === 'success' &&
        categories.data.map((category) => {
          const active = category.name.toLowerCase() === current.toLowerCase();
          return (
            <li key={category.id}>
              <Link to={paths.products.getHref(category.name)} className="category-nav__link" aria-current={active ? 'page' : undefined}>
                {category.name}
                <span className="category-nav__count">{category.productCount}</span>
              </Link>
            </li>
          );
        })}
      {categories.status === 'loading' &&
        Array.from({ length: 6 }, (_, index) => (
          <li key={index} aria-hidden="true">
            <span className="skeleton skeleton--line" style={{ width: '70%' }} />
          </li>
        ))}
    </ul>
  );
  return (
    <nav className="category-nav" aria-label="Categories">
      {categories.status === 'error' && (
        <ErrorState message={errorMessage(categories.error)} onRetry={categories.retry} title="Categories could not be loaded" />
      )}
      <details className="category-nav__dropdown" key={current}>
        <summary className="button button--outline">
          Categories <ChevronDownIcon size={16} />
        </summary>
        {links}
      </details>
      <div className="category-nav__side">{links}</div>
    </nav>
  );
}

/**
 * The product grid (`/products/all`, `/products/{category}`, with `?q=` for search and `?sort=`): a
 * category list, server-side sorting, and further pages loaded as the visitor reaches the end.
 */
export default function ProductsPage() {
  const { category: rawCategory = 'all' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = gridFilter(rawCategory, searchParams);
  const q = filter.q ?? '';
  const sort: ProductSort = filter.sort ?? 'newest';
  const isAll = rawCategory.toLowerCase() === 'all';
  const categories = useCategories();
  const known = categories.status === 'success' && !isAll ? findCategory(categories.data, rawCategory) : undefined;
  const unknownCategory = categories.status === 'success' && !isAll && !known;
  const categoryName = isAll ? 'All Products' : (known?.name ?? rawCategory);
  const title = q ? `Results for “${q}”` : categoryName;
  useDocumentTitle(q ? `Search: ${q}` : categoryName);

  const pages = useProductPages(filter);
  const emptyText = q ? `No products match “${q}”${isAll ? '' : ` in ${categoryName}`}.` : `No products in ${categoryName} yet.`;
  const sortId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore, next, status } = pages;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !next || status !== 'ready' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: '400px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, next, status]);

  function setSort(value: ProductSort) {
    const params = new URLSearchParams(searchParams);
    if (value === 'newest') params.delete('sort');
    else params.set('sort', value);
    setSearchParams(params, { replace: true });
  }

  return (
    <div className="container page products-page">
      <CategoryNav current={isAll ? 'all' : rawCategory} />
      <div id={productsAnchor} tabIndex={-1} className="products-page__main skip-target">
        <div className="products-page__head">
          <PageHeading>{title}</PageHeading>
          <div className="sort">
            <label htmlFor={sortId}>Sort by</label>
            <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as ProductSort)}>
              {productSorts.map((value) => (
                <option key={value} value={value}>
                  {sortLabels[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {q && !isAll && <p className="products-page__scope">In {categoryName}</p>}
        {!unknownCategory && (
          // Always rendered (its height reserved), so the grid does not move when the count arrives.
          <p className="products-page__count" role="status">
            {pages.status === 'loading'
              ? 'Loading products…'
              : pages.status === 'error'
                ? ''
                : pages.products.length === 0
                  ? emptyText
                  : `Showing ${pages.products.length} product${pages.products.length === 1 ? '' : 's'}${pages.next ? '' : ' (all)'}`}
          </p>
        )}

        {unknownCategory ? (
          <div className="empty-state">
            <p className="empty-state__title">We could not find the category “{rawCategory}”.</p>
            <p>It may have been renamed or removed.</p>
            <Link className="button button--primary" to={paths.products.getHref('all')}>
              See all products
            </Link>
          </div>
        ) : pages.status === 'loading' ? (
          <CardSkeletons count={6} />
        ) : pages.status === 'error' ? (
          <ErrorState message={errorMessage(pages.error)} onRetry={pages.retry} title="Products could not be loaded" />
        ) : pages.products.length === 0 ? (
          // The line above says there are none (and is announced); this says what to do next.
          <div className="empty-state">
            <p>{q ? 'Try another word, or browse everything we make.' : 'New pieces arrive often; meanwhile, browse everything we make.'}</p>
            <Link className="button button--primary" to={paths.products.getHref('all')}>
              See all products
            </Link>
          </div>
        ) : (
          <>
            <ProductGrid products={pages.products} eagerCount={2} label={title} headingLevel={2} />
            <div ref={sentinel} className="products-page__more">
              {pages.status === 'more' && <span className="spinner" aria-hidden="true" />}
              {pages.status === 'more-error' && (
                <p role="alert">Loading more products failed: {errorMessage(pages.error)}</p>
              )}
              {pages.next && (
                <button type="button" className="button button--outline" onClick={loadMore} disabled={pages.status === 'more'}>
                  {pages.status === 'more' ? 'Loading…' : pages.status === 'more-error' ? 'Try again' : 'Load more products'}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
