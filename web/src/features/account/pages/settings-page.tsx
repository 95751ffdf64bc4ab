import { useEffect } from 'react';
import { useLocation } from '../../../lib/router/router';
import { useParams } from '../../../lib/router/routes';
import { NavLink } from '../../../lib/router/link';
import { Navigate } from '../../../lib/router/navigate';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths, settingsSections, type SettingsSection } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useMe } from '../../../lib/user/use-me';
import { InboxSection } from '../components/inbox-section';
import { MeasurementsSection } from '../components/measurements-section';
import { OrdersSection } from '../components/orders-section';
import { ProfileSection } from '../components/profile-section';
import { SecuritySection } from '../components/security-section';
// The sections' forms and the address list share the saved-entries form and badge styles.
import '../../../components/saved-entries/saved-entries.css';
import '../account.css';

const labels: Record<SettingsSection, string> = {
  profile: 'Profile',
  security: 'Security & Payment Methods',
  measurements: 'Measurements',
  orders: 'Orders',
  inbox: 'Inbox',
};

export default function SettingsPage() {
  const { section } = useParams();
  const location = useLocation();
  const session = useSession();
  const current = settingsSections.find((name) => name === section);
  const { status } = session;
  const query = useMe();
  const me = query.data ?? null;
  useDocumentTitle(current ? `${labels[current]} · Settings` : 'Settings');

  useEffect(() => {
    if (query.status === 'error') toast.error(errorMessage(query.error));
  }, [query.status, query.error]);

  if (!current) return <Navigate to={paths.settingsSection.getHref('profile')} replace />;
  if (status === 'signed-out') return <Navigate to={paths.login.getHref(location.pathname)} replace />;

  return (
    <div className="settings">
      <nav className="settings__menu" aria-label="Account settings">
        <ul>
          {settingsSections.map((name) => (
            <li key={name}>
              <NavLink to={paths.settingsSection.getHref(name)}>{labels[name]}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <PageHeading>Settings</PageHeading>
        {!me ? <p role="status">Loading your account…</p> : null}
        {me && current === 'profile' ? <ProfileSection me={me} /> : null}
        {current === 'security' ? <SecuritySection /> : null}
        {me && current === 'measurements' ? <MeasurementsSection measurements={me.userPublicData.measurements} /> : null}
        {current === 'orders' ? <OrdersSection /> : null}
        {current === 'inbox' ? <InboxSection /> : null}
      </div>
    </div>
  );
}
