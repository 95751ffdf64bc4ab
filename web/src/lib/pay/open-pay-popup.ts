import { loadRuntimeConfig } from '../runtime-config';

/** The part of Pay's pop-up script (`{payOrigin}/v1/inline.js`) the Shop uses. */
interface PayCallbacks {
  onSuccess?: (data?: unknown) => void;
  onCancel?: (data?: unknown) => void;
  onError?: (data?: unknown) => void;
  onLoad?: (data?: unknown) => void;
  onBankTransferConfirmationPending?: (data?: unknown) => void;
}

interface AsoPayInstance {
  resumeTransaction: (accessCode: string, callbacks: PayCallbacks) => unknown;
}

type AsoPayConstructor = new (options?: { origin?: string }) => AsoPayInstance;

declare global {
  interface Window {
    AsoPay?: AsoPayConstructor;
  }
}

let loading: Promise<AsoPayConstructor> | undefined;

/** Adds Pay's script once, when the first payment starts (it is not part of any page's bundle). */
function loadPayScript(): Promise<AsoPayConstructor> {
  loading ??= loadRuntimeConfig()
    .then(
      ({ payOrigin }) =>
        new Promise<AsoPayConstructor>((resolve, reject) => {
          if (window.AsoPay) {
            resolve(window.AsoPay);
            return;
          }
          const script = document.createElement('script');
          script.src = `${payOrigin}/v1/inline.js`;
          script.async = true;
          script.onload = () => (window.AsoPay ? resolve(window.AsoPay) : reject(new Error('The payment window could not be loaded')));
          script.onerror = () => {
            script.remove();
            reject(new Error('The payment window could not be loaded. Please check your connection and try again.'));
          };
          document.head.append(script);
        }),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** `pending`: the customer reported a bank transfer, which Pay confirms on its own a little later. */
export type PayOutcome = 'success' | 'cancel' | 'pending';

/**
 * Opens Pay's pop-up for a transaction the Shop initialized (its access code). Resolves with `success`,
 * `cancel` or `pending` (a reported bank transfer); rejects when the script or the transaction cannot be loaded. The order is only ever marked
 * paid by the Shop's server after it verifies with Pay.
 */
export async function openPayPopup(accessCode: string): Promise<PayOutcome> {
  const [AsoPay, { payOrigin }] = await Promise.all([loadPayScript(), loadRuntimeConfig()]);
  return new Promise<PayOutcome>((resolve, reject) => {
    new AsoPay({ origin: payOrigin }).resumeTransaction(accessCode, {
      onSuccess: () => resolve('success'),
      onCancel: () => resolve('cancel'),
      onBankTransferConfirmationPending: () => resolve('pending'),
      onError: (data) => {
        const message = (data as { message?: unknown } | undefined)?.message;
        reject(new Error(typeof message === 'string' && message ? message : 'The payment could not be started'));
      },
    });
  });
}
