import { paths, productPanelParam } from '../config/paths';
import { matchPath } from '../lib/router/match';
import { gridFilter, prefetchProductPages } from '../features/catalog/api/fetch-all-products';
import { prefetchProduct } from '../features/catalog/api/get-product';

/**
 * Starts what a deep link's first screen waits for as soon as the entry script runs, rather than once React has
 * rendered the route and its lazy chunk has loaded: the product grid's first page on `/products/{category}`, and
 * the product (with the panel's chunk) for `?product={id}` on any storefront page. The components then share
 * these requests (`fetchQuery` runs one per key), so nothing is fetched twice.
 */
export function startEarlyLoads({ pathname, search }: { pathname: string; search: string }): void {
  const params = new URLSearchParams(search);
  const grid = matchPath(paths.products.path, pathname);
  if (grid?.params.category !== undefined) prefetchProductPages(gridFilter(grid.params.category, params));
  const productId = params.get(productPanelParam);
  if (productId && !pathname.startsWith('/admin')) {
    prefetchProduct(productId);
    import('../features/catalog/components/product-panel').catch(() => undefined);
  }
}
