import { useState } from 'react';
import { useNavigate } from '../../../../../src/lib/router/router';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { clearQueryCache } from '../../../../../src/lib/use-query';
import { dashboardPaths } from '../../../lib/paths';
import { saveSession } from '../../../lib/session-store';
import { useFormAction } from '../../../lib/use-form-action';
import { useTitle } from '../../../lib/use-title';
import { acceptInvite } from '../api/accept-invite';
import { AuthCard, FormProblem } from '../components/auth-card';
import { Redirect } from '../../../lib/redirect';
import { useSearch } from '../../../lib/use-search';

/** The invitation e-mail's link: a teammate picks a password and lands in the dashboard with their role. */
export default function AcceptInvitePage() {
  useTitle('Join your team on Pay');
  const navigate = useNavigate();
  const [params] = useSearch();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const { submit, problem, busy } = useFormAction(async () => {
    const session = await acceptInvite({ token, password });
    clearQueryCache();
    saveSession(session);
    navigate(dashboardPaths.overview, { replace: true });
  });
  if (!token) return <Redirect to={dashboardPaths.signIn} />;

  return (
    <AuthCard title="Join your team on Pay">
      <form onSubmit={submit} noValidate className="dash-form">
        <SettingsField label="Choose a password" type="password" value={password} onChange={setPassword} autoComplete="new-password" required />
        <FormProblem message={problem} />
        <SubmitButton busy={busy} label="Join" busyLabel="Joining…" />
      </form>
    </AuthCard>
  );
}
