import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import './admin.css';

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

function MenuLinks() {
  return (
    <ul className="admin-menu__list">
      {menu.map((item) => (
        <li key={item.href}>
          <NavLink to={item.href} className="admin-menu__link">
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The back office's frame: a skip link past the menu, the greeting with back and Logout, and the side
 * menu (a disclosure on phones, so the screen's content comes first).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const phoneMenu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  // The phone menu folds away once a screen is chosen, so the screen's content is what shows.
  useEffect(() => {
    if (phoneMenu.current) phoneMenu.current.open = false;
  }, [pathname]);

  const logout = async () => {
    await signOut();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <div className="admin">
      <a className="skip-link" href="#admin-content">
        Skip to admin content
      </a>
      <div className="admin__bar">
        <button type="button" className="button button--outline button--small" onClick={() => navigate(-1)}>
          Back
        </button>
        <p className="admin__greeting">Hello, {name || 'admin'}</p>
        <button type="button" className="button button--outline button--small" onClick={() => void logout()}>
          Log out of admin
        </button>
      </div>
      <div className="admin__body">
        <nav className="admin-menu admin-menu--wide" aria-label="Admin">
          <MenuLinks />
        </nav>
        <details ref={phoneMenu} className="admin-menu admin-menu--phone">
          <summary>Admin menu</summary>
          <nav aria-label="Admin (phone)">
            <MenuLinks />
          </nav>
        </details>
        <div id="admin-content" className="admin__content" tabIndex={-1}>
          {children}
        </div>
      </div>
    </div>
  );
}
