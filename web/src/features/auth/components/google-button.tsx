import { useEffect, useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { loadRuntimeConfig, type RuntimeConfig } from '../../../lib/runtime-config';
import { startGoogleSignIn } from '../google/google-start';

/**
 * "Continue with Google", shown only where `/config.json` says Cognito federates with Google (never on the
 * local stack: cognito-local cannot federate). `redirect` is the page to land on after signing in.
 */
export function GoogleButton({ redirect }: { redirect?: string }) {
  const [google, setGoogle] = useState<RuntimeConfig['googleSignIn']>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    loadRuntimeConfig()
      .then((config) => {
        if (live) setGoogle(config.googleSignIn);
      })
      // Without the configuration there is no Google sign-in to offer; the password form still works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!google) return null;
  return (
    <div className="auth-social">
      <p className="auth-social__or">or</p>
      <button
        type="button"
        className="button button--outline button--block"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          startGoogleSignIn(google, redirect).catch(() => {
            toast.error('Google sign-in could not start. Please try again.');
            setBusy(false);
          });
        }}
      >
        {busy ? 'Opening Google…' : 'Continue with Google'}
      </button>
    </div>
  );
}
