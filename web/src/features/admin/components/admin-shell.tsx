import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from '../../../lib/router/router';
import { Link, NavLink } from '../../../lib/router/link';
import { Logo } from '../../../components/ui/logo';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { ChevronDownIcon } from '../../../components/ui/more-icons';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import './admin.css';

const Toaster = lazy(() => import('../../../components/toast/toaster'));

const menu = [
  { label: 'Dashboard', href: adminPaths.dashboard.getHref() },
  { label: 'Users', href: adminPaths.users.getHref() },
  { label: 'Products', href: adminPaths.products.getHref() },
  { label: 'Categories', href: adminPaths.categories.getHref() },
  { label: 'Orders', href: adminPaths.orders.getHref() },
  { label: 'Reviews', href: adminPaths.reviews.getHref() },
  { label: 'General settings', href: adminPaths.generalSettings.getHref() },
  { label: 'Security settings', href: adminPaths.securitySettings.getHref() },
  { label: 'Remake requests', href: adminPaths.remakeRequests.getHref() },
  { label: 'Audit log', href: adminPaths.auditLog.getHref() },
];

/** Below this width the side menu covers the content, so it starts folded and folds again once a screen is chosen. */
const wideMenu = '(min-width: 64rem)';

function isWide(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(wideMenu).matches;
}

/** A disclosure's Escape: closes it and gives the focus back to its button. */
function useEscapeCloses(open: boolean, close: () => void, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, button]);
}

/** The admin's own menu in the top bar: profile, security and the one Log out of the back office. */
function AccountMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const close = useCallback(() => setOpen(false), []);
  useEscapeCloses(open, close, button);

  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (event.target instanceof Node && !box.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const logout = async () => {
    await signOut();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <div className="admin-account" ref={box}>
      <button ref={button} type="button" className="admin-account__button" aria-expanded={open} aria-controls="admin-account-menu" onClick={() => setOpen(!open)}>
        <span className="admin-account__greeting">Hello, {name || 'admin'}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul id="admin-account-menu" className="admin-account__menu" hidden={!open}>
        {user ? (
          <li>
            <Link to={adminPaths.viewUser.getHref(user.email)}>Profile</Link>
          </li>
        ) : null}
        <li>
          <Link to={adminPaths.securitySettings.getHref()}>Security</Link>
        </li>
        <li>
          <Link to={paths.home.getHref()}>View the shop</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => void logout()}>
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * The back office's own frame (no shop header): a skip link, a top bar with the shop's name, the side menu's
 * button and the admin's menu, the side menu (a disclosure: open beside the content on wide screens, over it
 * on narrow ones), and the screen at full width. Toasts are shown here too.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(isWide);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEscapeCloses(menuOpen && !isWide(), closeMenu, menuButton);

  // On a narrow screen the menu folds away once a screen is chosen, so the screen's content is what shows.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    if (!isWide()) setMenuOpen(false);
  }

  return (
    <div className={menuOpen ? 'admin admin--menu-open' : 'admin'}>
      <a className="skip-link" href="#admin-content">
        Skip to admin content
      </a>
      <header className="admin__bar">
        <button
          ref={menuButton}
          type="button"
          className="admin__menu-button icon-button"
          aria-expanded={menuOpen}
          aria-controls="admin-side-menu"
          aria-label="Admin menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to={adminPaths.dashboard.getHref()} className="admin__brand" aria-label="Aso back office, dashboard">
          <Logo />
          <span className="admin__brand-label" aria-hidden="true">
            Back office
          </span>
        </Link>
        <AccountMenu />
      </header>
      <div className="admin__body">
        <nav id="admin-side-menu" className="admin-menu" aria-label="Admin" hidden={!menuOpen}>
          <ul className="admin-menu__list">
            {menu.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className="admin-menu__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-content" className="admin__content" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  );
}
