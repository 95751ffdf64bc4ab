import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { logInBody, type AuthSession } from '../../../../../functions/src/shop/auth/contract';
import { apiPost, errorMessage } from '../../../lib/api-client';
import { safeRedirect, useSession } from '../../../lib/auth/session';
import { toast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { fieldErrors } from '../field-errors';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import '../auth.css';

export default function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = logInBody.safeParse({ email, password });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    try {
      const answer = await apiPost<AuthSession>('/auth/login', parsed.data);
      if (answer.data) session.adopt(answer.data);
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-page">
      <PageHeading>Sign in</PageHeading>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="username" error={errors.email} required />
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" error={errors.password} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Signing in…' : 'Login'}
        </button>
      </form>
      <p className="auth-page__links">
        <Link to={paths.forgotPassword.getHref()}>Forgot Password?</Link>
        <span>
          New here? <Link to={paths.register.getHref()}>Create an account</Link>
        </span>
      </p>
    </div>
  );
}
