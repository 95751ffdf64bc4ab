/**
 * The SPA's run-time configuration, `/config.json`: written next to the SPA by the deployment
 * (`infra/lib/shop/site.ts`) and answered by the local gateway, both from here, so the two never drift apart.
 * The SPA reads it in `web/src/lib/runtime-config.ts`.
 */
export interface ShopRuntimeConfig {
  /** Pay's origin: the pop-up script, the checkout page and Pay's API. */
  readonly payOrigin: string;
  /** Present only where Cognito federates with Google (never on the local stack: cognito-local cannot). */
  readonly googleSignIn?: { readonly domain: string; readonly clientId: string };
}

export function shopRuntimeConfig(payOrigin: string, googleSignIn?: ShopRuntimeConfig['googleSignIn']): ShopRuntimeConfig {
  return googleSignIn ? { payOrigin, googleSignIn: { domain: googleSignIn.domain, clientId: googleSignIn.clientId } } : { payOrigin };
}
