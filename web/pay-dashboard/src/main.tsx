import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../../src/lib/router/router';
import { DashboardRoutes } from './app/router';
import '../../src/styles/global.css';
import '../../src/components/toast/toast.css';
import '../../src/components/ui/settings-field.css';
import './styles/dashboard.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename="/dashboard">
      <DashboardRoutes />
    </BrowserRouter>
  </StrictMode>,
);
