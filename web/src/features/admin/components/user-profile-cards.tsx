import type { AdminUserView } from '@functions/shop/user/contract';
import { dateFormat as dateOnly } from '../../../lib/dates';


type ViewedUser = AdminUserView['user'];

/** SPEC's Personal Details card: every profile field, e-mail as stored. */
export function PersonalDetailsCard({ user }: { user: ViewedUser }) {
  const rows: [string, string][] = [
    ['Full name', `${user.firstName} ${user.lastName}`.trim()],
    ['User id', user.uuid],
    ['E-mail', user.email],
    ['Phone', user.phone],
    ['Address', user.address],
    ['City', user.city],
    ['State', user.state],
    ['Country', user.country],
    ['Joined', dateOnly.format(new Date(user.createdAt))],
    ['Role', user.isAdmin ? 'Admin' : 'Customer'],
  ];
  return (
    <section className="admin-card" aria-labelledby="user-details-title">
      <h2 id="user-details-title">Personal Details</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The user's saved delivery addresses, the default one marked. */
export function DeliveryDetailsCard({ entries }: { entries: ViewedUser['deliveryDetails'] }) {
  return (
    <section className="admin-card" aria-labelledby="user-delivery-title">
      <h2 id="user-delivery-title">Delivery details</h2>
      {entries.length === 0 ? (
        <p>No Address Available</p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <h3>
                {entry.name}
                {entry.default ? ' (default)' : ''}
              </h3>
              <p>
                {entry.phone}
                <br />
                {[entry.address, entry.city, entry.state, entry.country].filter(Boolean).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
