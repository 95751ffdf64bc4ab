import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useMatch } from '../../lib/router/routes';
import { useSearchParams } from '../../lib/router/use-search-params';
import { getToasts, subscribeToasts } from '../../components/toast/toast-store';
import { paths, productPanelParam, productsAnchor } from '../../config/paths';
import { cartStore } from '../../lib/cart/cart-store';
import { Footer } from './footer';
import { Header } from './header';
import { PageFallback } from './page-fallback';

const ProductPanel = lazy(() => import('../../features/catalog/components/product-panel'));
const CartDrawer = lazy(() => import('../../features/cart/components/cart-drawer'));
const Toaster = lazy(() => import('../../components/toast/toaster'));

let toastShown = false;
function hasShownToast(): boolean {
  toastShown ||= getToasts().length > 0;
  return toastShown;
}

/**
 * The storefront shell: skip links (past the header; on the home and category pages also to the products), header, the page, footer, plus what can open on top of any page — the
 * product panel (`?product={id}`), the cart drawer and the toasts. Those load on first use, so the first
 * page ships only what it shows; the toast live regions themselves are in index.html from the start.
 */
export function StorefrontLayout() {
  const [searchParams] = useSearchParams();
  const productId = searchParams.get(productPanelParam);
  const [cartOpen, setCartOpen] = useState(false);
  const toasts = useSyncExternalStore(subscribeToasts, hasShownToast, hasShownToast);
  const onHome = useMatch(paths.home.path);
  const onCategory = useMatch(paths.products.path);
  const listsProducts = onHome !== null || onCategory !== null;

  useEffect(() => {
    if (cartStore.getSnapshot().length === 0) return;
    void import('../../features/cart/components/refresh-stored-cart').then((module) => module.refreshStoredCart());
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {listsProducts && (
        <a className="skip-link" href={`#${productsAnchor}`}>
          Skip to products
        </a>
      )}
      <Header onOpenCart={() => setCartOpen(true)} />
      <main id="main" className="main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* One boundary each: a view loading for the first time must not hide another that is open. */}
      <Suspense fallback={null}>{productId && <ProductPanel key={productId} productId={productId} />}</Suspense>
      <Suspense fallback={null}>{cartOpen && <CartDrawer onClose={() => setCartOpen(false)} />}</Suspense>
      <Suspense fallback={null}>{toasts && <Toaster />}</Suspense>
    </>
  );
}
