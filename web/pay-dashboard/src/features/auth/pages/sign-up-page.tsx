import { useState } from 'react';
import { useNavigate } from '../../../../../src/lib/router/router';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { dashboardPaths } from '../../../lib/paths';
import { saveSession } from '../../../lib/session-store';
import { useFormAction } from '../../../lib/use-form-action';
import { useTitle } from '../../../lib/use-title';
import { confirmSignUp } from '../api/confirm-sign-up';
import { signUp } from '../api/sign-up';
import { AuthCard, FormProblem } from '../components/auth-card';
import { Link } from '../../../lib/link';

function DetailsForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const [businessName, setBusinessName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, problem, busy } = useFormAction(async () => {
    onSent(email.trim(), await signUp({ businessName: businessName.trim(), email: email.trim(), password }));
  });
  return (
    <form onSubmit={submit} noValidate className="dash-form">
      <SettingsField label="Business name" value={businessName} onChange={setBusinessName} autoComplete="organization" required />
      <SettingsField label="Work e-mail" type="email" value={email} onChange={setEmail} autoComplete="email" required />
      <SettingsField
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint="At least 8 characters, with upper and lower case letters and a number."
        required
      />
      <FormProblem message={problem} />
      <SubmitButton busy={busy} label="Create account" busyLabel="Creating account…" />
    </form>
  );
}

function CodeForm({ email, sent }: { email: string; sent: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const { submit, problem, busy } = useFormAction(async () => {
    const { session, keys } = await confirmSignUp({ email, code: code.trim() });
    saveSession(session);
    // The keys travel in the history entry's state only: shown once, never stored.
    navigate(dashboardPaths.welcome, { replace: true, state: { keys } });
  });
  return (
    <form onSubmit={submit} noValidate className="dash-form">
      <p role="status">{sent}</p>
      <SettingsField label="Code from the e-mail" value={code} onChange={setCode} autoComplete="one-time-code" inputMode="numeric" required />
      <FormProblem message={problem} />
      <SubmitButton busy={busy} label="Confirm" busyLabel="Confirming…" />
    </form>
  );
}

/** Sign-up: business name, e-mail and password, then the e-mailed code; the account starts in test mode. */
export default function SignUpPage() {
  useTitle('Create your Pay account');
  const [sent, setSent] = useState<{ email: string; message: string }>();
  return (
    <AuthCard title="Create your Pay account">
      {sent ? <CodeForm email={sent.email} sent={sent.message} /> : <DetailsForm onSent={(email, message) => setSent({ email, message })} />}
      <p>
        Already have an account? <Link to={dashboardPaths.signIn}>Sign in</Link>
      </p>
    </AuthCard>
  );
}
