import { lazy, Suspense, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { Toaster } from '../../components/toast/toaster';
import { productPanelParam } from '../../config/paths';
import { useCartRefresh } from '../../features/cart/components/use-cart-refresh';
import { Footer } from './footer';
import { Header } from './header';
import { PageFallback } from './page-fallback';

const ProductPanel = lazy(() => import('../../features/catalog/components/product-panel'));
const CartDrawer = lazy(() => import('../../features/cart/components/cart-drawer'));

/**
 * The storefront shell: skip link, header, the page, footer, plus what can open on top of any page — the
 * product panel (`?product={id}`), the cart drawer and the toasts. Panel and drawer load on first use.
 */
export function StorefrontLayout() {
  const [searchParams] = useSearchParams();
  const productId = searchParams.get(productPanelParam);
  const [cartOpen, setCartOpen] = useState(false);
  useCartRefresh();

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header onOpenCart={() => setCartOpen(true)} />
      <main id="main" className="main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        {productId && <ProductPanel key={productId} productId={productId} />}
        {cartOpen && <CartDrawer onClose={() => setCartOpen(false)} />}
      </Suspense>
      <Toaster />
    </>
  );
}
