import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { CartIcon, ChevronDownIcon, CloseIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { cartCount } from '../../lib/cart/cart-rules';
import { useCart } from '../../lib/cart/cart-store';
import { useCategories } from '../../features/catalog/api/fetch-categories';
import { SearchBox } from '../../features/catalog/components/search-box';
import { Logo } from './logo';

const profileLinks = [
  { label: 'Profile', href: paths.settingsSection.getHref('profile') },
  { label: 'Security & Payment Methods', href: paths.settingsSection.getHref('security') },
  { label: 'Measurements', href: paths.settingsSection.getHref('measurements') },
  { label: 'Orders', href: paths.settingsSection.getHref('orders') },
];

/** Mobile-only list of categories (SPEC §2: All Products plus each category). */
function CategoriesMenu() {
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

function Account() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'loading') return <li className="nav__account-placeholder" aria-hidden="true" />;
  if (session.status === 'signed-in' && session.user) {
    return (
      <>
        <li className="nav__welcome">Welcome, {session.user.firstName}</li>
        <li className="nav__desktop-only">
          <NavLink className="nav__link" to={paths.settingsSection.getHref('orders')}>
            My Orders
          </NavLink>
        </li>
        <li className="nav__mobile-only">
          <NavLink className="nav__link" to={paths.orders.getHref()}>
            Orders
          </NavLink>
        </li>
        <li className="nav__mobile-only">
          <NavLink className="nav__link" to={paths.inbox.getHref()}>
            Inbox
          </NavLink>
        </li>
        <li className="nav__mobile-only">
          <details className="nav__details">
            <summary className="nav__link">
              <UserIcon size={18} /> My account <ChevronDownIcon size={16} />
            </summary>
            <ul className="nav__sublist">
              {profileLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </details>
        </li>
        <li>
          <button
            type="button"
            className="nav__link link-button"
            onClick={() => {
              void session.signOut().then(
                () => navigate(paths.home.getHref()),
                () => toast.error('Could not sign out. Please try again.'),
              );
            }}
          >
            Logout
          </button>
        </li>
      </>
    );
  }
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
 * The storefront header: logo, search, navigation, cart and account. Below 768 px the navigation folds
 * into a Menu disclosure that also holds the Categories dropdown.
 */
export function Header({ onOpenCart }: { onOpenCart: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const cart = useCart();
  const count = cartCount(cart);
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
          <SearchBox />
        </div>
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
                <CategoriesMenu />
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
