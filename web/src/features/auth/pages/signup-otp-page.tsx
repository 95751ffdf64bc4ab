import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { Navigate } from '../../../lib/router/navigate';
import { otpCodeSchema, otpRules } from '@functions/shop/auth/contract';
import { errorMessage } from '../../../lib/api-client';
import { resendOtp } from '../api/resend-otp';
import { signUp } from '../api/sign-up';
import { useSession } from '../../../lib/auth/session';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { TextField } from '../components/text-field';
import { getPendingRegistration, setPendingRegistration } from './pending-registration';
import '../auth.css';

export default function SignupOtpPage() {
  useDocumentTitle('Verify your email');
  const navigate = useNavigate();
  const session = useSession();
  const [pending] = useState(getPendingRegistration);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const [cooldown, setCooldown] = useState<number>(otpRules.resendCooldownSeconds);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  if (!pending) return <Navigate to={paths.register.getHref()} replace />;

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      codeInput.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await signUp({ ...pending, otp: parsed.data });
      if (answer.data) session.adopt(answer.data);
      setPendingRegistration(null);
      toast.success(answer.message);
      navigate(paths.home.getHref());
      window.scrollTo(0, 0);
    } catch (failure) {
      setError(errorMessage(failure));
      codeInput.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (!pending) return;
    try {
      const answer = await resendOtp({ email: pending.email });
      toast.success(answer.message);
      setCooldown(otpRules.resendCooldownSeconds);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }

  return (
    <div className="auth-page">
      <PageHeading>Verify your email</PageHeading>
      <p>
        A 6-digit code was sent to <strong>{pending.email}</strong>. It is valid for {otpRules.validSeconds / 60} minutes.
      </p>
      <form className="auth-form" onSubmit={verify} noValidate>
        <TextField
          ref={codeInput}
          label="Code"
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          error={error}
          required
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Verifying…' : 'Verify OTP'}
        </button>
      </form>
      <p className="auth-page__links">
        <button type="button" className="link-button" onClick={resend} disabled={cooldown > 0} aria-describedby="resend-wait">
          Resend OTP
        </button>
        <span id="resend-wait" className="auth-field__hint">
          {cooldown > 0 ? `You can ask for a new code in ${cooldown} s.` : ''}
        </span>
      </p>
    </div>
  );
}
