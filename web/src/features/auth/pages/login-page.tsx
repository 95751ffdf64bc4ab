import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { Link } from '../../../lib/router/link';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { errorMessage } from '../../../lib/api-client';
import { isTotpChallenge, logIn, logInBody } from '../api/log-in';
import { CodeStep } from '../components/code-step';
import { useSession } from '../../../lib/auth/session';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { PasswordField } from '../../../components/ui/password-field';
import { GoogleButton } from '../components/google-button';
import { TextField } from '../components/text-field';
import { landingOf } from '../landing';
import { fieldErrors, useFieldErrors } from '../../../lib/use-field-errors';
import '../auth.css';

export default function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** Set when the account has two-factor sign-in: the password was right, the code comes next. */
  const [challenge, setChallenge] = useState<string>();
  const { formRef, errors, check } = useFieldErrors();
  useDocumentTitle('Sign in');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = logInBody.safeParse({ email, password });
    const fine = check(fieldErrors(parsed.error));
    setFailure(undefined);
    if (!fine || !parsed.success) return;
    setBusy(true);
    try {
      const answer = await logIn(parsed.data);
      if (answer.data && isTotpChallenge(answer.data)) {
        setChallenge(answer.data.challenge);
        setBusy(false);
        return;
      }
      if (answer.data) session.adopt(answer.data);
      navigate(landingOf(search.get('redirect'), answer.data?.user), { replace: true });
    } catch (error) {
      // The toast announces it (SPEC §8); the line under the form stays for whoever looks back.
      toast.error(errorMessage(error));
      setFailure(errorMessage(error));
      setBusy(false);
    }
  }

  if (challenge) {
    return (
      <CodeStep
        challenge={challenge}
        onSignedIn={(signedIn) => {
          session.adopt(signedIn);
          navigate(landingOf(search.get('redirect'), signedIn.user), { replace: true });
        }}
        onRestart={() => {
          setChallenge(undefined);
          setPassword('');
        }}
      />
    );
  }

  return (
    <div className="auth-page">
      <PageHeading>Sign in</PageHeading>
      <form ref={formRef} className="auth-form" onSubmit={submit} noValidate aria-describedby={failure ? 'login-failure' : undefined}>
        <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" inputMode="email" error={errors.email} required />
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" error={errors.password} />
        {failure ? (
          <p id="login-failure" className="auth-form__failure">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Signing in…' : 'Login'}
        </button>
      </form>
      <GoogleButton redirect={search.get('redirect') ?? undefined} />
      <p className="auth-page__links">
        <Link to={paths.forgotPassword.getHref()}>Forgot Password?</Link>
        <span>
          New here? <Link to={paths.register.getHref()}>Create an account</Link>
        </span>
      </p>
    </div>
  );
}
