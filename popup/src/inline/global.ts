import { mountFormButton } from './form-button';
import { AsoPay } from './pay';

/** A call recorded by the pre-load stub: `[method, ...args]`. */
type QueuedCall = [string, ...unknown[]];

interface QueueStub {
  q?: QueuedCall[];
}

type Global = typeof globalThis & { AsoPay?: unknown; PaystackPop?: unknown };

/**
 * Script-tag entry: defines `AsoPay` and the `PaystackPop` alias, replays calls queued by the pre-load
 * stub (`window.AsoPay = window.AsoPay || { q: [] }; AsoPay.q.push(['newTransaction', params])`) and starts
 * form-button mode when the script tag carries `data-key`.
 */
function install(): void {
  if (typeof window === 'undefined') return;
  const script = document.currentScript;
  const scope = window as Global;
  const stub = scope.AsoPay as QueueStub | undefined;
  const queued = stub && Array.isArray(stub.q) ? stub.q : [];
  let shared: AsoPay | undefined;
  const run = (call: QueuedCall): void => {
    const [method, ...args] = call;
    shared ??= new AsoPay();
    const target = shared as unknown as Record<string, (...values: unknown[]) => unknown>;
    try {
      if (typeof target[method] !== 'function') throw new Error(`AsoPay: unknown method ${method}`);
      target[method].apply(shared, args);
    } catch (error) {
      console.error(error);
    }
  };
  Object.defineProperty(AsoPay, 'q', { value: { push: run } });
  scope.AsoPay = AsoPay;
  scope.PaystackPop = AsoPay;
  for (const call of queued) run(call);
  if (script instanceof HTMLScriptElement && script.dataset.key) {
    const mount = (): void => void mountFormButton(script, new AsoPay());
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount);
    else mount();
  }
}

install();
