import { dashboardPaths } from '../lib/paths';
import { useTitle } from '../lib/use-title';
import { Link } from '../lib/link';

export default function NotFoundPage() {
  useTitle('Page not found');
  return (
    <>
      <h1>Page not found</h1>
      <p>
        Nothing lives at this address. <Link to={dashboardPaths.overview}>Go to the overview</Link>.
      </p>
    </>
  );
}
