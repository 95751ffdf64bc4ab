import { useState } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { useParams } from '../../../lib/router/routes';
import { Link } from '../../../lib/router/link';
import { adminPaths } from '../../../config/admin-paths';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { deleteUser } from '../api/delete-user';
import { invalidateUsers } from '../api/fetch-all-users';
import { useAdminUser } from '../api/fetch-user-by-id';
import { setAdmin } from '../api/set-admin';
import { ConfirmDialog } from '../components/confirm-dialog';
import { OrdersTable } from '../components/orders-table';
import { DeliveryDetailsCard, PersonalDetailsCard } from '../components/user-profile-cards';
import { UserMeasurementsCard } from '../components/user-measurements-card';
import { toastWrite, useToastedWrite } from '../../../components/toast/use-toasted-write';
import { UserPicture, fullName } from '../components/user-picture';
import { formatDateTime } from '../../../lib/dates';

/** `/admin/users/view-user/:email`: profile, delivery details, measurement sets, orders; promote, edit, delete. */
export default function AdminViewUserPage() {
  const { email = '' } = useParams();
  const { authedPost } = useSession();
  const navigate = useNavigate();
  const view = useAdminUser(email);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { busy, run } = useToastedWrite();
  useDocumentTitle(view.status === 'success' ? `Admin user ${fullName(view.data.user)}` : 'Admin user');

  if (view.status === 'loading') return <LoadingNote>Loading user…</LoadingNote>;
  if (view.status === 'error') return <ErrorState message={errorMessage(view.error)} onRetry={view.retry} />;
  const { user, orders } = view.data;
  const name = fullName(user);

  const toggleAdmin = () => run(() => setAdmin(authedPost, user.uuid, !user.isAdmin), invalidateUsers);
  const remove = () =>
    toastWrite(
      () => deleteUser(authedPost, user.uuid),
      () => {
        invalidateUsers();
        navigate(adminPaths.users.getHref());
      },
    );

  return (
    <>
      <div className="admin-profile">
        <UserPicture user={user} size={64} />
        <PageHeading>{name}</PageHeading>
        <span className="admin-actions">
          <Link className="button button--outline button--small" to={adminPaths.editUser.getHref(user.email)}>
            Edit
          </Link>
          <button type="button" className="button button--outline button--small" disabled={busy} aria-busy={busy} onClick={() => void toggleAdmin()}>
            {user.isAdmin ? 'Remove admin rights' : 'Make admin'}
          </button>
          <button type="button" className="button button--primary button--small" onClick={() => setConfirmingDelete(true)}>
            Delete user
          </button>
        </span>
      </div>
      {user.deletingSince ? (
        <p role="status" className="admin-field-error">
          This account is being deleted: its deletion started on {formatDateTime(user.deletingSince)} and did not finish.
          Delete the user again to finish it.
        </p>
      ) : null}
      <div className="admin-cards">
        <PersonalDetailsCard user={user} />
        <DeliveryDetailsCard entries={user.deliveryDetails} />
        <UserMeasurementsCard userId={user.uuid} measurements={user.measurements} />
      </div>
      <section className="admin-section" aria-labelledby="user-orders-title">
        <h2 id="user-orders-title">Orders</h2>
        {orders.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <OrdersTable orders={orders} caption={`${name}'s newest orders`} showPayment />
        )}
      </section>
      {confirmingDelete ? (
        <ConfirmDialog
          title={`Delete ${name}?`}
          message={`All of ${name}'s data (account, profile, delivery details and measurements) is removed and this cannot be undone. Their orders stay on record, and the e-mail can register again.`}
          confirmLabel="Delete user"
          onConfirm={remove}
          onClose={() => setConfirmingDelete(false)}
        />
      ) : null}
    </>
  );
}
