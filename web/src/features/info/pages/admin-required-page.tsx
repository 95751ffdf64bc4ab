import { Link } from '../../../lib/router/link';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

/** What a visitor without the admin group sees on any `/admin/*` route (no admin code is downloaded). */
export default function AdminRequiredPage() {
  useDocumentTitle('Admin account required');
  return (
    <div className="container page empty-state">
      <PageHeading>You need an admin account</PageHeading>
      <p>This area is for shop staff. Sign in with an admin account to use it.</p>
      <p className="empty-state__actions">
        <Link className="button button--primary" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
