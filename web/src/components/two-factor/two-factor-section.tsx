import { useState, type FormEvent } from 'react';
import type { TwoFactorEnrolment } from '@functions/shop/auth/contract';
import { toast } from '../toast/toast-store';
import { QrCode } from '../ui/qr-code';
import { ErrorState, LoadingNote } from '../ui/status';
import { SettingsField } from '../ui/settings-field';
import { SubmitButton } from '../ui/submit-button';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/auth/session';
import { invalidate } from '../../lib/use-query';
import { confirmTwoFactor, confirmTwoFactorBody } from './api/confirm-two-factor';
import { disableTwoFactor, disableTwoFactorBody } from './api/disable-two-factor';
import { twoFactorKey, useTwoFactorStatus } from './api/fetch-two-factor';
import { startTwoFactor } from './api/start-two-factor';
import './two-factor.css';

/** A code form: the field, its error and one submit button. */
function CodeForm({ label, button, hint, onCode }: { label: string; button: string; hint?: string; onCode: (code: string) => Promise<string | undefined> }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(await onCode(code));
    setBusy(false);
  }
  return (
    <form className="two-factor__form" onSubmit={submit} noValidate>
      <SettingsField label={label} value={code} onChange={setCode} error={problem} hint={hint} autoComplete="one-time-code" inputMode="text" spellCheck={false} />
      <div className="two-factor__actions">
        <SubmitButton busy={busy} label={button} />
      </div>
    </form>
  );
}

/** Turning the factor on: the app's code and the password, which opens this browser's new session. */
function ConfirmForm({ onConfirm }: { onConfirm: (code: string, password: string) => Promise<string | undefined> }) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(await onConfirm(code, password));
    setBusy(false);
  }
  return (
    <form className="two-factor__form" onSubmit={submit} noValidate>
      <SettingsField label="6-digit code from the app" value={code} onChange={setCode} autoComplete="one-time-code" inputMode="numeric" spellCheck={false} />
      <SettingsField
        label="Your password"
        hint="Turning two-factor sign-in on signs you out everywhere else; your password keeps you signed in here."
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={problem}
      />
      <div className="two-factor__actions">
        <SubmitButton busy={busy} label="Turn on two-factor sign-in" />
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="region" aria-labelledby="recovery-title">
      <h3 id="recovery-title">Your recovery codes</h3>
      <p>Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
      <ol className="two-factor__codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={onDone}>
        I have saved these codes
      </button>
    </div>
  );
}

interface TwoFactorSectionProps {
  /** What a stolen password alone could open: "the back office", "your account". */
  protects: string;
  /** The section's heading level where it sits in its page. @default 'h2' */
  heading?: 'h2' | 'h3';
  className?: string;
}

/**
 * Two-factor sign-in for the signed-in user (an admin in the back office, a customer in their account's
 * security settings): set up with an authenticator app, or turn off with a code. Sign-in then asks for the code.
 */
export function TwoFactorSection({ protects, heading: Heading = 'h2', className }: TwoFactorSectionProps) {
  const { authedPost, adopt } = useSession();
  const status = useTwoFactorStatus();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  async function start() {
    try {
      setEnrolment(await startTwoFactor(authedPost));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function confirm(code: string, password: string): Promise<string | undefined> {
    const parsed = confirmTwoFactorBody.safeParse({ code, password });
    if (!parsed.success) return parsed.error.issues[0]?.message;
    try {
      const answer = await confirmTwoFactor(authedPost, parsed.data.code, parsed.data.password);
      // The session this page had ended with the others: adopt the new one before the status is read again.
      adopt(answer.session);
      invalidate(twoFactorKey);
      setEnrolment(undefined);
      setRecoveryCodes(answer.recoveryCodes);
      toast.success('Two-factor sign-in is on');
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  }

  async function disable(code: string): Promise<string | undefined> {
    const parsed = disableTwoFactorBody.safeParse({ code });
    if (!parsed.success) return parsed.error.issues[0]?.message;
    try {
      toast.success(await disableTwoFactor(authedPost, parsed.data.code));
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  }

  return (
    <section className={className ? `two-factor ${className}` : 'two-factor'} aria-labelledby="two-factor-title">
      <Heading id="two-factor-title">Two-factor sign-in</Heading>
      {status.status === 'loading' ? <LoadingNote>Loading two-factor sign-in…</LoadingNote> : null}
      {status.status === 'error' ? <ErrorState message={errorMessage(status.error)} onRetry={status.retry} /> : null}
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} /> : null}
      {status.status === 'success' && status.data.enabled && !recoveryCodes ? (
        <>
          <p>
            Two-factor sign-in is <strong>on</strong>. Every sign-in asks for a code from your authenticator app. Recovery codes left: {status.data.recoveryCodesLeft}.
          </p>
          <CodeForm label="Code to turn it off" hint="A code from your app, or a recovery code." button="Turn off two-factor sign-in" onCode={disable} />
        </>
      ) : null}
      {status.status === 'success' && !status.data.enabled && !enrolment ? (
        <>
          <p>Two-factor sign-in is off. Turn it on so that a stolen password alone cannot open {protects}.</p>
          <button type="button" className="button button--primary" onClick={() => void start()}>
            Set up two-factor sign-in
          </button>
        </>
      ) : null}
      {enrolment && !status.data?.enabled ? (
        <>
          <p>Scan this code with an authenticator app (Google Authenticator, Authy, 1Password…), then enter the 6-digit code it shows.</p>
          <QrCode uri={enrolment.uri} className="two-factor__qr" />
          <p>
            Cannot scan? Enter this key: <span className="two-factor__secret">{enrolment.secret}</span>
          </p>
          <p>
            <a href={enrolment.uri}>Add to an authenticator app on this device</a>
          </p>
          <ConfirmForm onConfirm={confirm} />
        </>
      ) : null}
    </section>
  );
}
