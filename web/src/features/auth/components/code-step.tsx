import { useState, type FormEvent } from 'react';
import type { AuthSession } from '@functions/shop/auth/contract';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { logInTotpBody, logInWithCode } from '../api/log-in-totp';
import { TextField } from './text-field';

interface CodeStepProps {
  challenge: string;
  onSignedIn: (session: AuthSession) => void;
  /** Back to the password step (the challenge expired, or the user chose to). */
  onRestart: () => void;
}

/** The second step of a two-factor sign-in: the authenticator app's code, or a recovery code. */
export function CodeStep({ challenge, onSignedIn, onRestart }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = logInTotpBody.safeParse({ challenge, code });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await logInWithCode(parsed.data);
      if (!answer.data) throw new Error(answer.message);
      onSignedIn(answer.data);
    } catch (error) {
      const message = errorMessage(error);
      toast.error(message);
      setBusy(false);
      if (error instanceof ApiError && /expired/i.test(message)) onRestart();
      else setProblem(message);
    }
  }

  return (
    <div className="auth-page">
      <PageHeading>Two-factor sign-in</PageHeading>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label="Authentication code"
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="off"
          spellCheck={false}
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          error={problem}
          required
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Checking…' : 'Verify'}
        </button>
        <button type="button" className="button button--outline button--block" onClick={onRestart}>
          Back to sign in
        </button>
      </form>
    </div>
  );
}
