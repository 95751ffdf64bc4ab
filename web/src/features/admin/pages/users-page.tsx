import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../../config/admin-paths';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useAdminUsers, type UsersFilter } from '../api/fetch-all-users';
import { AdminPager, SearchForm } from '../components/admin-list-parts';
import { TableSkeleton } from '../components/orders-table';
import { UserPicture, fullName } from '../components/user-picture';

const perPage = 50;

/** `/admin/users`: users newest first, searched by phone, first or last name or e-mail (SPEC §9), 50 a page. */
export default function AdminUsersPage() {
  useDocumentTitle('Admin users');
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<UsersFilter>({ page: 1 });
  const users = useAdminUsers(filter);

  // A new search starts again from the first page (SPEC §4).
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ page: 1, q: draft.trim() || undefined });
  };

  return (
    <>
      <PageHeading>Users</PageHeading>
      <div className="admin-filters">
        <SearchForm label="Search users" value={draft} onChange={setDraft} placeholder="Phone, name or e-mail" onSubmit={search} />
        <Link className="button button--primary button--small" to={adminPaths.addUser.getHref()}>
          Add User
        </Link>
      </div>
      {users.status === 'loading' ? <TableSkeleton rows={8} label="Loading users…" /> : null}
      {users.status === 'error' ? <ErrorState message={errorMessage(users.error)} onRetry={users.retry} /> : null}
      {users.status === 'success' ? (
        <>
          {users.data.items.length === 0 ? (
            <p role="status">{filter.q ? 'No users match.' : 'No users yet.'}</p>
          ) : (
            <table className="admin-table admin-table--cards">
              <caption>Users, page {users.data.meta.page}</caption>
              <thead>
                <tr>
                  <th scope="col">S/N</th>
                  <th scope="col">Picture</th>
                  <th scope="col">Full name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Phone</th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.map((user, index) => (
                  <tr key={user.uuid}>
                    <td data-label="S/N">{(users.data.meta.page - 1) * perPage + index + 1}</td>
                    <td data-label="Picture">
                      <UserPicture user={user} size={40} />
                    </td>
                    <td data-label="Full name">
                      <Link to={adminPaths.viewUser.getHref(user.email)}>{fullName(user)}</Link>
                    </td>
                    <td data-label="E-mail">{user.email}</td>
                    <td data-label="Phone">{user.phone || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <AdminPager
            label="User pages"
            page={filter.page}
            nextDisabled={!users.data.meta.hasMore}
            onPrevious={() => setFilter((previous) => ({ ...previous, page: previous.page - 1 }))}
            onNext={() => setFilter((previous) => ({ ...previous, page: previous.page + 1 }))}
          />
        </>
      ) : null}
    </>
  );
}
