import { Link } from '../../../lib/router/link';
import { adminPaths } from '../../../config/admin-paths';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { useAdminUsers, type UsersFilter } from '../api/fetch-all-users';
import { SearchForm, TableSkeleton } from '../components/admin-list-parts';
import { CardTable, serialColumn } from '../components/card-table';
import { PagedResults, firstSerialOf } from '../components/paged-results';
import { useListFilter } from '../components/use-list-filter';
import { UserPicture, fullName } from '../components/user-picture';

/** `/admin/users`: users newest first, searched by phone, first or last name or e-mail (SPEC §9), 50 a page. */
export default function AdminUsersPage() {
  useDocumentTitle('Admin users');
  const { filter, searchBox, pager } = useListFilter<UsersFilter>({ page: 1 });
  const users = useAdminUsers(filter);

  return (
    <>
      <PageHeading>Users</PageHeading>
      <div className="admin-filters">
        <SearchForm label="Search users" placeholder="Phone, name or e-mail" {...searchBox} />
        <Link className="button button--primary button--small" to={adminPaths.addUser.getHref()}>
          Add User
        </Link>
      </div>
      <PagedResults
        {...pager}
        query={users}
        loading={<TableSkeleton rows={8} label="Loading users…" />}
        empty={filter.q ? 'No users match.' : 'No users yet.'}
        pagerLabel="User pages"
      >
        {(items, meta) => (
          <CardTable
            caption={`Users, page ${meta.page}`}
            rows={items}
            rowKey={(user) => user.uuid}
            columns={[
              serialColumn(firstSerialOf(meta.page)),
              { label: 'Picture', cell: (user) => <UserPicture user={user} size={40} /> },
              { label: 'Full name', cell: (user) => <Link to={adminPaths.viewUser.getHref(user.email)}>{fullName(user)}</Link> },
              { label: 'E-mail', cell: (user) => user.email },
              { label: 'Phone', cell: (user) => user.phone || '—' },
            ]}
          />
        )}
      </PagedResults>
    </>
  );
}
