/**
 * Configuration the SPA learns at run time from `/config.json` (served by the local gateway, written next
 * to the SPA by the deployment), so no origin or port is ever baked into a build.
 */
export interface RuntimeConfig {
  /** Pay's origin: where the pop-up script, the checkout page and Pay's API live. */
  payOrigin: string;
  /**
   * Sign in with Google, present only where Cognito federates with Google (never on the local stack):
   * the hosted UI's host name and the app client id. Written by `functions/src/shop/runtime-config/contract.ts`.
   */
  googleSignIn?: { domain: string; clientId: string };
}

let pending: Promise<RuntimeConfig> | undefined;

/** A host name alone (`a.auth.eu-west-1.amazoncognito.com`): no scheme, path, port or credentials. */
const hostName = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** The Google sign-in settings when both are well-formed; anything else hides the button rather than break the page. */
function parseGoogleSignIn(value: unknown): RuntimeConfig['googleSignIn'] {
  const { domain, clientId } = (value ?? {}) as { domain?: unknown; clientId?: unknown };
  if (typeof domain !== 'string' || !hostName.test(domain)) return undefined;
  if (typeof clientId !== 'string' || !/^[A-Za-z0-9]{1,128}$/.test(clientId)) return undefined;
  return { domain, clientId };
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const { payOrigin, googleSignIn } = (value ?? {}) as { payOrigin?: unknown; googleSignIn?: unknown };
  if (typeof payOrigin !== 'string') throw new Error('config.json has no payOrigin');
  const url = new URL(payOrigin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('payOrigin must be an http(s) origin');
  const google = parseGoogleSignIn(googleSignIn);
  return google ? { payOrigin: url.origin, googleSignIn: google } : { payOrigin: url.origin };
}

/** Loads the run-time configuration once per page; a failed load is retried on the next call. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/config.json', { cache: 'no-cache', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json answered ${response.status}`);
      return parseRuntimeConfig(await response.json());
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** Opens the connection to Pay early on pages that lead to payment, so the pop-up starts faster. */
export async function preconnectToPay(): Promise<void> {
  const { payOrigin } = await loadRuntimeConfig();
  if (document.head.querySelector(`link[rel="preconnect"][href="${payOrigin}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = payOrigin;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
