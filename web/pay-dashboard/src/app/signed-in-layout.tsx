import { useLocation, useNavigate } from '../../../src/lib/router/router';
import { Outlet } from '../../../src/lib/router/routes';
import { ErrorState } from '../../../src/components/ui/status';
import { clearQueryCache } from '../../../src/lib/use-query';
import { useMe } from '../features/account/api/get-me';
import { problemMessage } from '../lib/dashboard-api';
import { dashboardPaths } from '../lib/paths';
import { signOut } from '../lib/staff-api';
import { can, StaffContext, type Me } from '../lib/staff-context';
import { useSignedIn } from '../lib/use-staff-session';
import { Redirect } from '../lib/redirect';
import { Link } from '../lib/link';

interface NavItem {
  to: string;
  label: string;
  shows: (me: Me) => boolean;
}

/** The navigation, per role: support sees no keys and no team; an owner without two-factor sees only its set-up. */
const navItems: readonly NavItem[] = [
  { to: dashboardPaths.overview, label: 'Overview', shows: () => true },
  { to: dashboardPaths.transactions, label: 'Transactions', shows: () => true },
  { to: dashboardPaths.customers, label: 'Customers', shows: () => true },
  { to: dashboardPaths.plans, label: 'Plans', shows: () => true },
  { to: dashboardPaths.subscriptions, label: 'Subscriptions', shows: () => true },
  { to: dashboardPaths.subaccounts, label: 'Subaccounts', shows: () => true },
  { to: dashboardPaths.splits, label: 'Splits', shows: () => true },
  { to: dashboardPaths.transfers, label: 'Transfers', shows: () => true },
  { to: dashboardPaths.developers, label: 'Developers', shows: (me) => can.seeKeys(me.role) },
  { to: dashboardPaths.team, label: 'Team', shows: (me) => can.manageTeam(me.role) },
  { to: dashboardPaths.twoFactor, label: 'Two-factor', shows: (me) => me.role === 'owner' },
];

export function visibleNav(me: Me): NavItem[] {
  if (me.role === 'owner' && !me.twoFactorEnabled) return navItems.filter((item) => item.to === dashboardPaths.twoFactor);
  return navItems.filter((item) => item.shows(me));
}

/** The item the current page belongs to (a transaction's page is under Transactions). */
function isCurrent(to: string, pathname: string): boolean {
  return to === dashboardPaths.overview ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

function Frame({ me }: { me: Me }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  async function leave() {
    await signOut();
    clearQueryCache();
    navigate(dashboardPaths.signIn, { replace: true });
  }
  return (
    <div className="dash">
      <header className="dash__header">
        <div className="dash__brand">
          <span className="dash__logo">Pay</span>
          <span className="dash__merchant">{me.merchant.name}</span>
          {me.merchant.mode === 'test' ? <span className="dash__mode">Test mode</span> : null}
        </div>
        <nav aria-label="Dashboard" className="dash__nav">
          <ul>
            {visibleNav(me).map((item) => (
              <li key={item.to}>
                {/* Link with aria-current rather than NavLink: one router export fewer in the first load. */}
                <Link to={item.to} aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="dash__who">
          <span className="dash__email">
            {me.email} <span className="dash__role">({me.role})</span>
          </span>
          <button type="button" className="button button--outline button--small" onClick={() => void leave()}>
            Sign out
          </button>
        </div>
      </header>
      <main className="dash__main" id="main">
        <StaffContext.Provider value={me}>
          <Outlet />
        </StaffContext.Provider>
      </main>
    </div>
  );
}

/**
 * Every signed-in page's frame: sends a visitor without a session to sign-in, reads `/me` (role, merchant,
 * two-factor) and keeps an owner who has not turned two-factor on at its set-up, as the API does.
 */
export default function SignedInLayout() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const me = useMe(signedIn);
  if (!signedIn) return <Redirect to={dashboardPaths.signIn} state={{ from: location.pathname + location.search }} />;
  if (me.status === 'loading') {
    return (
      <p role="status" className="dash-loading">
        Loading your dashboard…
      </p>
    );
  }
  if (me.status === 'error') {
    return (
      <main className="dash__main">
        <ErrorState message={problemMessage(me.error)} onRetry={me.retry} />
      </main>
    );
  }
  if (me.data.role === 'owner' && !me.data.twoFactorEnabled && location.pathname !== dashboardPaths.twoFactor) {
    return <Redirect to={dashboardPaths.twoFactor} />;
  }
  return <Frame me={me.data} />;
}
