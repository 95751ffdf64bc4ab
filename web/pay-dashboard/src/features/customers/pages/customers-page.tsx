import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/link';
import { formatDateTime } from '../../../../../src/lib/dates';
import { dashboardPaths } from '../../../lib/paths';
import { ListPage } from '../../../lib/record-pages';
import { useSearch } from '../../../lib/use-search';
import { useTitle } from '../../../lib/use-title';
import { useCustomers } from '../api/list-customers';
import type { CustomerFilter } from '../api/customer-types';
import { riskLabels } from '../components/risk-action-form';

const perPage = 20;

/** The search lives in the address, so a search can be reloaded, shared and gone back to. */
function filterOf(params: URLSearchParams): CustomerFilter {
  const page = Number(params.get('page') ?? '1');
  return { perPage, ...(params.get('email') ? { email: params.get('email') ?? '' } : {}), ...(Number.isInteger(page) && page > 1 ? { page } : {}) };
}

function paramsOf(filter: CustomerFilter): Record<string, string> {
  return { ...(filter.email ? { email: filter.email } : {}), ...(filter.page && filter.page > 1 ? { page: String(filter.page) } : {}) };
}

function Search({ filter, onApply }: { filter: CustomerFilter; onApply: (filter: CustomerFilter) => void }) {
  const [email, setEmail] = useState(filter.email ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(email.trim() ? { email: email.trim() } : {});
  }
  return (
    <form className="dash-filters" onSubmit={submit} role="search" aria-label="Customers">
      <label className="dash-filters__search">
        Customer e-mail
        <input type="search" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary button--small">
        Search
      </button>
    </form>
  );
}

const fullName = (customer: { first_name: string | null; last_name: string | null }) => [customer.first_name, customer.last_name].filter(Boolean).join(' ');

/** The merchant's customers, newest first: search by e-mail, paging, each row linking to its detail. */
export default function CustomersPage() {
  useTitle('Customers');
  const [params, setParams] = useSearch();
  const filter = filterOf(params);
  return (
    <ListPage
      title="Customers"
      create={{ to: dashboardPaths.newCustomer, label: 'Add customer' }}
      filters={<Search key={params.toString()} filter={filter} onApply={(next) => setParams(paramsOf(next))} />}
      list={useCustomers(filter)}
      noun="customers"
      empty={filter.email ? 'No customer has an e-mail like that.' : 'No customers yet: they appear here with their first payment, or add one.'}
      onPage={(page) => setParams(paramsOf({ ...filter, page }))}
      columns={['E-mail', 'Name', 'Phone', 'Risk action', 'Added']}
      row={(customer) => (
        <tr key={customer.customer_code}>
          <th scope="row">
            <Link to={dashboardPaths.customer(customer.customer_code)}>{customer.email}</Link>
          </th>
          <td>{fullName(customer) || '–'}</td>
          <td>{customer.phone ?? '–'}</td>
          <td>{riskLabels[customer.risk_action]}</td>
          <td>{formatDateTime(customer.createdAt)}</td>
        </tr>
      )}
    />
  );
}
