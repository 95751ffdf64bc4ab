import { Link } from '../../../lib/router/link';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container page empty-state">
      <PageHeading>Page not found</PageHeading>
      <p>We could not find the page you were looking for. It may have moved, or the link may be wrong.</p>
      <p className="empty-state__actions">
        <Link className="button button--primary" to={paths.home.getHref()}>
          Go to the home page
        </Link>
        <Link className="button button--outline" to={paths.products.getHref('all')}>
          Browse all products
        </Link>
      </p>
    </div>
  );
}
