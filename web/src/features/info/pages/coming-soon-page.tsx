import { Link } from 'react-router-dom';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';

/**
 * Orders, order details, order placement and the inbox arrive with the orders issue. Until then these
 * routes say so honestly (signed-out visitors are pointed to sign-in), with no inert controls.
 */
export default function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const session = useSession();
  return (
    <div className="container page empty-state">
      <PageHeading>{title}</PageHeading>
      {session.status === 'signed-in' ? (
        <p>This part of your account is coming soon. Your cart is kept safe in the meantime.</p>
      ) : (
        <p>Sign in to see your orders and messages. This part of the shop is coming soon.</p>
      )}
      <p className="empty-state__actions">
        {session.status !== 'signed-in' && (
          <Link className="button button--primary" to={paths.login.getHref()}>
            Sign in
          </Link>
        )}
        <Link className="button button--outline" to={paths.home.getHref()}>
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}
