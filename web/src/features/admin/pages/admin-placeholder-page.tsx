import { Link } from 'react-router-dom';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

/** Stands in for every admin screen until the back-office issue builds them. */
export function AdminPlaceholderPage({ path }: { path: string }) {
  const name = path.replace('/admin/', '').replace(/\/:.*/, '').replace(/[-/]/g, ' ');
  useDocumentTitle(`Admin: ${name}`);
  return (
    <>
      <PageHeading>Admin: {name}</PageHeading>
      <p>The admin screens arrive with the back-office issue.</p>
      <Link to={paths.home.getHref()}>Back to the shop</Link>
    </>
  );
}
