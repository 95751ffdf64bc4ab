/**
 * Configuration the SPA learns at run time from `/config.json` (served by the local gateway, written next
 * to the SPA by the deployment), so no origin or port is ever baked into a build.
 */
export interface RuntimeConfig {
  /** Pay's origin: where the pop-up script, the checkout page and Pay's API live. */
  payOrigin: string;
}

let pending: Promise<RuntimeConfig> | undefined;

function parse(value: unknown): RuntimeConfig {
  const payOrigin = (value as { payOrigin?: unknown } | null)?.payOrigin;
  if (typeof payOrigin !== 'string') throw new Error('config.json has no payOrigin');
  const url = new URL(payOrigin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('payOrigin must be an http(s) origin');
  return { payOrigin: url.origin };
}

/** Loads the run-time configuration once per page; a failed load is retried on the next call. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/config.json', { cache: 'no-cache', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json answered ${response.status}`);
      return parse(await response.json());
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
