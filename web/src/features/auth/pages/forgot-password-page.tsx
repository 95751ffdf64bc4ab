import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { Link } from '../../../lib/router/link';
import { emailSchema, isTotpChallenge } from '@functions/shop/auth/contract';
import { errorMessage } from '../../../lib/api-client';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword, resetPasswordBody } from '../api/reset-password';
import { useSession } from '../../../lib/auth/session';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../components/text-field';
import { newPasswordErrors, useFieldErrors } from '../../../lib/use-field-errors';
import '../auth.css';

export default function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const navigate = useNavigate();
  const session = useSession();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const { formRef, errors, check } = useFieldErrors();
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The e-mail step is replaced by the code step: take the user to its first field.
    if (step === 'reset') codeInput.current?.focus();
  }, [step]);

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      check({ email: parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address' });
      return;
    }
    check({});
    setBusy(true);
    try {
      const answer = await forgotPassword({ email: parsed.data });
      toast.success(answer.message);
      setEmail(parsed.data);
      setStep('reset');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordBody.safeParse({ email, otp, password });
    if (!check(newPasswordErrors(parsed.error, password, confirm)) || !parsed.success) return;
    setBusy(true);
    try {
      const answer = await resetPassword(parsed.data);
      if (answer.data && isTotpChallenge(answer.data)) {
        // Two-factor accounts still sign in with their code: the new password is set, the session is not.
        toast.success('Your password has been reset. Sign in with it and your authenticator code.');
        navigate(paths.login.getHref());
        return;
      }
      if (answer.data) session.adopt(answer.data);
      toast.success(answer.message);
      navigate(paths.home.getHref());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-page">
      <PageHeading>Reset your password</PageHeading>
      {step === 'email' ? (
        <form ref={formRef} className="auth-form" onSubmit={requestCode} noValidate>
          <p>Enter your account's e-mail address and we will send you a code.</p>
          <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" inputMode="email" error={errors.email} required />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            Send code
          </button>
        </form>
      ) : (
        <form ref={formRef} className="auth-form" onSubmit={reset} noValidate>
          <p>
            If <strong>{email}</strong> has an account, a 6-digit code is on its way.
          </p>
          <TextField ref={codeInput} label="Code" value={otp} onChange={setOtp} autoComplete="one-time-code" inputMode="numeric" pattern="[0-9]*" maxLength={6} error={errors.otp} required />
          <PasswordField label="New password" value={password} onChange={setPassword} autoComplete="new-password" error={errors.password} />
          <PasswordField label="Confirm new password" value={confirm} onChange={setConfirm} autoComplete="new-password" error={errors.confirm} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            Reset password
          </button>
        </form>
      )}
      <p className="auth-page__links">
        <Link to={paths.login.getHref()}>Back to sign in</Link>
      </p>
    </div>
  );
}
