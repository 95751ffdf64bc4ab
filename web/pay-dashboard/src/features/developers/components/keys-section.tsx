import { useState } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { ErrorState } from '../../../../../src/components/ui/status';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { can, useStaff } from '../../../lib/staff-context';
import { useFormAction } from '../../../lib/use-form-action';
import { keysKey, useKeys } from '../api/get-keys';
import { revealSecretKey } from '../api/reveal-secret-key';
import { rotateKeys } from '../api/rotate-keys';

type Action = 'reveal' | 'rotate';

/** The password form that reveals the secret key, or (owners, after a confirmation) rotates both keys. */
function PasswordStep({ action, onDone }: { action: Action; onDone: (secretKey: string) => void }) {
  const [password, setPassword] = useState('');
  const { submit, problem, busy } = useFormAction(async () => {
    if (action === 'reveal') {
      onDone(await revealSecretKey(password));
      return;
    }
    const keys = await rotateKeys(password);
    invalidate(keysKey);
    onDone(keys.secretKey);
  });
  return (
    <form onSubmit={submit} noValidate className="dash-form">
      {action === 'rotate' ? <p>Rotating makes new keys at once: the old secret key stops working immediately, so update your servers straight after.</p> : null}
      <SettingsField label="Your password" type="password" value={password} onChange={setPassword} autoComplete="current-password" error={problem} />
      <SubmitButton busy={busy} label={action === 'reveal' ? 'Reveal secret key' : 'Rotate keys now'} />
    </form>
  );
}

/** The merchant's keys (test, or live for a live-mode merchant): the public key, the secret key revealed with the password, rotation for owners; then the live keys' state. */
export function KeysSection() {
  const me = useStaff();
  const keys = useKeys();
  const [action, setAction] = useState<Action>();
  const [secretKey, setSecretKey] = useState<string>();
  return (
    <section className="dash-panel" aria-labelledby="keys-title">
      <h2 id="keys-title">API keys</h2>
      {keys.status === 'loading' ? <p role="status">Loading keys…</p> : null}
      {keys.status === 'error' ? <ErrorState message={problemMessage(keys.error)} onRetry={keys.retry} /> : null}
      {keys.status === 'success' ? (
        <>
          <dl className="dash-keys">
            <dt>Mode</dt>
            <dd>{keys.data.mode === 'test' ? 'Test' : 'Live'}</dd>
            <dt>Public key</dt>
            <dd>
              <code>{keys.data.publicKey}</code>
            </dd>
            <dt>Secret key</dt>
            <dd>
              <code>{secretKey ?? `••••••••${keys.data.secretKeyLast4}`}</code>
            </dd>
          </dl>
          <h3>Live keys</h3>
          {keys.data.mode === 'live' ? (
            <p>The keys above are your live keys.</p>
          ) : keys.data.liveEnabled ? (
            <p>Live keys are not issued from the dashboard yet: ask Aso Pay to move your business to live mode.</p>
          ) : (
            <p>
              None yet: this deployment has no live acquirer, so payments run in test mode only and a live key would be refused (“Live payments are not enabled on this
              deployment”). Your test keys above work with the test cards.
            </p>
          )}
          {action ? (
            <>
              <PasswordStep
                key={action}
                action={action}
                onDone={(secret) => {
                  setSecretKey(secret);
                  setAction(undefined);
                }}
              />
              <button type="button" className="button button--outline button--small" onClick={() => setAction(undefined)}>
                Cancel
              </button>
            </>
          ) : (
            <div className="dash-actions">
              <button type="button" className="button button--outline button--small" onClick={() => setAction('reveal')}>
                Reveal secret key
              </button>
              {can.rotateKeys(me.role) ? (
                <button type="button" className="button button--outline button--small" onClick={() => setAction('rotate')}>
                  Rotate keys
                </button>
              ) : null}
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
