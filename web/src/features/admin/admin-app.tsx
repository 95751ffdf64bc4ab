import { Navigate, Route, Routes } from 'react-router-dom';
import { adminPaths } from '../../config/admin-paths';
import { paths } from '../../config/paths';
import { AdminPlaceholderPage } from './pages/admin-placeholder-page';

/**
 * The admin tree: its own chunk, loaded only for members of the admin group (see the gate in the app
 * router), so shoppers never download it.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<Navigate to={paths.admin.getHref()} replace />} />
      {Object.values(adminPaths).map(({ path }) => (
        <Route key={path} path={path.replace('/admin/', '')} element={<AdminPlaceholderPage path={path} />} />
      ))}
      <Route path="*" element={<Navigate to={paths.admin.getHref()} replace />} />
    </Routes>
  );
}
