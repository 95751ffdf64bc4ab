import { Link, NavLink, useNavigate } from 'react-router-dom';
import { UserIcon } from '../../components/ui/icons';
import { ChevronDownIcon } from '../../components/ui/more-icons';
import { toast } from '../../components/toast/toast-store';
import { adminPaths } from '../../config/admin-paths';
import { paths } from '../../config/paths';
import type { Session } from '../../lib/auth/session';

const profileLinks = [
  { label: 'Profile', href: paths.settingsSection.getHref('profile') },
  { label: 'Security & Payment Methods', href: paths.settingsSection.getHref('security') },
  { label: 'Measurements', href: paths.settingsSection.getHref('measurements') },
  { label: 'Orders', href: paths.settingsSection.getHref('orders') },
];

/**
 * The header's entries for a signed-in customer: 'Welcome, {first name}', My Orders and Logout, plus on
 * mobile Orders, Inbox and the profile dropdown. Loaded only once someone is signed in.
 */
export default function SignedInAccount({ session }: { session: Session }) {
  const navigate = useNavigate();
  return (
    <>
      <li className="nav__welcome">Welcome, {session.user?.firstName}</li>
      {session.user?.isAdmin ? (
        <li>
          <Link className="nav__link" to={adminPaths.dashboard.getHref()}>
            Back office
          </Link>
        </li>
      ) : null}
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
