import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../lib/router/router';
import { Link, NavLink } from '../../lib/router/link';
import { CartIcon, CloseIcon, MenuIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { cartCount } from '../../lib/cart/cart-rules';
import { useCart } from '../../lib/cart/cart-store';
import { CurrencySwitch } from './currency-switch';
import { HeaderSearch } from './header-search';
import { Logo } from '../../components/ui/logo';

const CategoriesMenu = lazy(() => import('./categories-menu'));
const SignedInAccount = lazy(() => import('./signed-in-account'));
const NotificationBell = lazy(() => import('./notification-bell'));

function Account() {
  const session = useSession();
  if (session.status === 'signed-in' && session.user) {
    return (
      <Suspense fallback={<li className="nav__account-placeholder" aria-hidden="true" />}>
        <SignedInAccount session={session} />
      </Suspense>
    );
  }
  if (session.status === 'loading') return <li className="nav__account-placeholder" aria-hidden="true" />;
  return (
    <>
      <li>
        <NavLink className="nav__link" to={paths.login.getHref()}>
          Sign in
        </NavLink>
      </li>
      <li>
        <Link className="button button--primary button--small" to={paths.register.getHref()}>
          Create an Account
        </Link>
      </li>
    </>
  );
}

/**
 * The storefront header: logo, search, navigation, currency, cart and account, on one line from 1200 px;
 * below that the navigation folds into a Menu disclosure that also holds the Categories dropdown.
 */
export function Header({ onOpenCart }: { onOpenCart: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const cart = useCart();
  const count = cartCount(cart);
  const signedIn = useSession().status === 'signed-in';
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setMenuOpen(false);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="header">
      <div className="header__bar container">
        <Link to={paths.home.getHref()} className="header__logo" aria-label="Aso home">
          <Logo />
        </Link>
        <div className="header__search">
          <HeaderSearch />
        </div>
        <div className="header__actions">
          <CurrencySwitch />
          {signedIn && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <button
            type="button"
            className="header__cart"
            aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
            onClick={onOpenCart}
          >
            <CartIcon size={22} />
            <span className="header__cart-count" aria-hidden="true">
              {count}
            </span>
          </button>
        </div>
        <button
          type="button"
          className="header__menu-button icon-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id="site-nav" className={menuOpen ? 'nav nav--open' : 'nav'} aria-label="Main">
          <ul className="nav__list">
            <li>
              <NavLink className="nav__link" to={paths.home.getHref()} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink className="nav__link" to={paths.products.getHref('all')} end>
                All Products
              </NavLink>
            </li>
            {menuOpen && (
              <li className="nav__mobile-only">
                <Suspense fallback={null}>
                  <CategoriesMenu />
                </Suspense>
              </li>
            )}
            <li>
              <NavLink className="nav__link" to={paths.aboutUs.getHref()}>
                About Us
              </NavLink>
            </li>
            <Account />
          </ul>
        </nav>
      </div>
    </header>
  );
}
