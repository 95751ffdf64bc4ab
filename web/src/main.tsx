import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router/router';
import { AppRoutes } from './app/router';
import { startEarlyLoads } from './app/early-loads';
import { SessionProvider } from './lib/auth/session';
import './styles/global.css';
// Every view's styles ship with the first page: a few hundred bytes of CSS beat a render-blocking request
// per lazily loaded view, and components stay importable in unit tests (jest does not load CSS).
import './features/catalog/pages/home-page.css';
import './components/dialog/dialog.css';
import './features/catalog/components/product-panel.css';
import './features/catalog/pages/products-page.css';
import './features/cart/components/cart.css';
import './components/toast/toast.css';

startEarlyLoads(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render as a transition: React renders the app in slices, between which the page stays responsive
// (and index.html's still header stays on screen), then replaces #root's content in one commit.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </BrowserRouter>
    </StrictMode>,
  );
});
