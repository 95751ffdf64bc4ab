import { useNavigate } from '../../lib/router/router';
import { Link, NavLink } from '../../lib/router/link';
import { MenuButton } from '../../components/ui/menu-button';
import { UserIcon } from '../../components/ui/icons';
import { ChevronDownIcon } from '../../components/ui/more-icons';
import { toast } from '../../components/toast/toast-store';
import { adminPaths } from '../../config/admin-paths';
import { paths } from '../../config/paths';
import type { Session } from '../../lib/auth/session';

/**
 * The header's entries for a signed-in customer: a link to the account area (desktop; the phone menu holds
 * the same links in the account menu) and 'Welcome, {first name}', which opens the account menu. Loaded
 * only once someone is signed in.
 */
export default function SignedInAccount({ session }: { session: Session }) {
  const navigate = useNavigate();
  const entries = [
    { label: 'Profile', href: paths.settingsSection.getHref('profile') },
    { label: 'Security & Payment Methods', href: paths.settingsSection.getHref('security') },
    { label: 'Measurements', href: paths.settingsSection.getHref('measurements') },
    { label: 'Orders', href: paths.orders.getHref() },
    { label: 'Inbox', href: paths.inbox.getHref() },
    {
      label: 'Log out',
      onSelect: () => {
        void session.signOut().then(
          () => navigate(paths.home.getHref()),
          () => toast.error('Could not sign out. Please try again.'),
        );
      },
    },
  ];
  return (
    <>
      {session.user?.isAdmin ? (
        <li>
          <Link className="nav__link" to={adminPaths.dashboard.getHref()}>
            Back office
          </Link>
        </li>
      ) : null}
      <li className="nav__desktop-only">
        <NavLink className="nav__link" to={paths.settingsSection.getHref('profile')}>
          My Account
        </NavLink>
      </li>
      <li className="nav__account">
        <MenuButton
          className="nav__account-menu"
          entries={entries}
          label={
            <>
              <UserIcon size={18} />
              <span className="nav__welcome">Welcome, {session.user?.firstName}</span>
              <ChevronDownIcon size={16} />
            </>
          }
        />
      </li>
    </>
  );
}
