import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { PageHeading, useDocumentTitle } from '../../components/ui/page-heading';
import { adminPaths } from '../../config/admin-paths';
import { paths } from '../../config/paths';

function AdminPlaceholder({ path }: { path: string }) {
  const name = path.replace('/admin/', '').replace(/\/:.*/, '').replace(/[-/]/g, ' ');
  useDocumentTitle(`Admin: ${name}`);
  return (
    <div className="container page">
      <PageHeading>Admin: {name}</PageHeading>
      <p>The admin screens arrive with the back-office issue.</p>
      <Link to={paths.home.getHref()}>Back to the shop</Link>
    </div>
  );
}

/**
 * The admin tree: its own chunk, loaded only for members of the admin group (see the gate in the app
 * router), so shoppers never download it.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<Navigate to={paths.admin.getHref()} replace />} />
      {adminPaths.map((path) => (
        <Route key={path} path={path.replace('/admin/', '')} element={<AdminPlaceholder path={path} />} />
      ))}
      <Route path="*" element={<Navigate to={paths.admin.getHref()} replace />} />
    </Routes>
  );
}
