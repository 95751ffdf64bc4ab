import { useState } from 'react';
import { useLocation, useNavigate } from '../../../../../src/lib/router/router';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { clearQueryCache } from '../../../../../src/lib/use-query';
import { dashboardPaths } from '../../../lib/paths';
import { saveSession, type StaffSession } from '../../../lib/session-store';
import { useFormAction } from '../../../lib/use-form-action';
import { useTitle } from '../../../lib/use-title';
import { logIn } from '../api/log-in';
import { logInTotp } from '../api/log-in-totp';
import { AuthCard, FormProblem } from '../components/auth-card';
import { Link } from '../../../lib/link';

/** Where sign-in returns to: the page that sent the visitor here, if it is one of the dashboard's. */
function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : dashboardPaths.overview;
}

/** Sign-in: e-mail and password, then the authenticator app's code when two-factor sign-in is on. */
export default function SignInPage() {
  useTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string>();

  function enter(session: StaffSession) {
    clearQueryCache();
    saveSession(session);
    navigate(returnPath(location.state), { replace: true });
  }

  const { submit, problem, busy } = useFormAction(async () => {
    if (challenge) {
      enter(await logInTotp({ challenge, code: code.trim() }));
      return;
    }
    const answer = await logIn({ email: email.trim(), password });
    if ('session' in answer) enter(answer.session);
    else setChallenge(answer.challenge);
  });

  return (
    <AuthCard title={challenge ? 'Two-factor sign-in' : 'Sign in to Pay'}>
      <form onSubmit={submit} noValidate className="dash-form">
        {challenge ? (
          <SettingsField label="6-digit code from your authenticator app" value={code} onChange={setCode} autoComplete="one-time-code" inputMode="numeric" required />
        ) : (
          <>
            <SettingsField label="E-mail" type="email" value={email} onChange={setEmail} autoComplete="email" required />
            <SettingsField label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" required />
          </>
        )}
        <FormProblem message={problem} />
        <SubmitButton busy={busy} label={challenge ? 'Verify' : 'Sign in'} />
      </form>
      <p>
        New to Pay? <Link to={dashboardPaths.signUp}>Create an account</Link>
      </p>
    </AuthCard>
  );
}
