import { useState } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { ErrorState } from '../../../../../src/components/ui/status';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { can, useStaff } from '../../../lib/staff-context';
import { useFormAction } from '../../../lib/use-form-action';
import { keysKey, useKeys, type KeyMode, type KeyPairView } from '../api/get-keys';
import { revealSecretKey } from '../api/reveal-secret-key';
import { rotateKeys } from '../api/rotate-keys';

type Action = 'reveal' | 'rotate';

const titles: Record<KeyMode, string> = { test: 'Test keys', live: 'Live keys' };

/** The password form that reveals one pair's secret key, or (owners, after a confirmation) rotates that pair. */
function PasswordStep({ mode, action, onDone }: { mode: KeyMode; action: Action; onDone: (secretKey: string) => void }) {
  const [password, setPassword] = useState('');
  const { submit, problem, busy } = useFormAction(async () => {
    if (action === 'reveal') {
      onDone(await revealSecretKey(password, mode));
      return;
    }
    const keys = await rotateKeys(password, mode);
    invalidate(keysKey);
    onDone(keys.secretKey);
  });
  return (
    <form onSubmit={submit} noValidate className="dash-form">
      {action === 'rotate' ? (
        <p>
          Rotating makes new {mode} keys at once: the old {mode} secret key stops working immediately, so update your servers straight after. Your{' '}
          {mode === 'test' ? 'live' : 'test'} keys are not changed.
        </p>
      ) : null}
      <SettingsField label="Your password" type="password" value={password} onChange={setPassword} autoComplete="current-password" error={problem} />
      <SubmitButton busy={busy} label={action === 'reveal' ? 'Reveal secret key' : 'Rotate keys now'} />
    </form>
  );
}

interface PairProps {
  mode: KeyMode;
  pair: KeyPairView;
  /** The secret key once revealed or rotated on this page. */
  secretKey: string | undefined;
  /** The open password step, if it is this pair's. */
  action: Action | undefined;
  onAction: (action: Action | undefined) => void;
  onSecretKey: (secretKey: string) => void;
  note: string;
}

/** One pair, in its own region named by its heading ("Test keys", "Live keys"). */
function KeyPair({ mode, pair, secretKey, action, onAction, onSecretKey, note }: PairProps) {
  const me = useStaff();
  const titleId = `keys-${mode}-title`;
  return (
    <section aria-labelledby={titleId} className="dash-key-pair">
      <h3 id={titleId}>{titles[mode]}</h3>
      <p>{note}</p>
      <dl className="dash-keys">
        <dt>Public key</dt>
        <dd>
          <code>{pair.publicKey}</code>
        </dd>
        <dt>Secret key</dt>
        <dd>
          <code>{secretKey ?? `••••••••${pair.secretKeyLast4}`}</code>
        </dd>
      </dl>
      {action ? (
        <>
          <PasswordStep
            key={action}
            mode={mode}
            action={action}
            onDone={(secret) => {
              onSecretKey(secret);
              onAction(undefined);
            }}
          />
          <button type="button" className="button button--outline button--small" onClick={() => onAction(undefined)}>
            Cancel
          </button>
        </>
      ) : (
        <div className="dash-actions">
          <button type="button" className="button button--outline button--small" onClick={() => onAction('reveal')}>
            Reveal secret key
          </button>
          {can.rotateKeys(me.role) ? (
            <button type="button" className="button button--outline button--small" onClick={() => onAction('rotate')}>
              Rotate keys
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** The merchant's two key pairs, test and live: public keys, secret keys revealed with the password, rotation (one pair at a time) for owners. */
export function KeysSection() {
  const keys = useKeys();
  // One password step open at a time, for one pair.
  const [open, setOpen] = useState<{ mode: KeyMode; action: Action }>();
  const [revealed, setRevealed] = useState<Partial<Record<KeyMode, string>>>({});
  const liveNote = (liveEnabled: boolean) =>
    liveEnabled
      ? 'For real payments: keep the secret key on your server only.'
      : 'This deployment has no live acquirer yet: the live keys sign in to the API and see live-mode data only (none yet), but payments with them are refused (“Live payments are not enabled on this deployment”).';
  return (
    <section className="dash-panel" aria-labelledby="keys-title">
      <h2 id="keys-title">API keys</h2>
      {keys.status === 'loading' ? <p role="status">Loading keys…</p> : null}
      {keys.status === 'error' ? <ErrorState message={problemMessage(keys.error)} onRetry={keys.retry} /> : null}
      {keys.status === 'success'
        ? (['test', 'live'] as const).map((mode) => (
            <KeyPair
              key={mode}
              mode={mode}
              pair={keys.data[mode]}
              secretKey={revealed[mode]}
              action={open?.mode === mode ? open.action : undefined}
              onAction={(action) => setOpen(action ? { mode, action } : undefined)}
              onSecretKey={(secretKey) => setRevealed((known) => ({ ...known, [mode]: secretKey }))}
              note={mode === 'test' ? 'For building and testing: only the test cards and test bank transfers work with these.' : liveNote(keys.data.liveEnabled)}
            />
          ))
        : null}
    </section>
  );
}
