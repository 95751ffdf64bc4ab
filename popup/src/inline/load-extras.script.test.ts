/** @jest-environment jsdom */
import { extras } from './extras';
import { DEFAULT_ORIGIN } from './hosts';
import { LAZY_EVENT, LAZY_FILE } from './lazy';
import type * as Loader from './load-extras.script';

/** Evaluates the loader as the script-tag build does: while `inline.js` (at `scriptSrc`, if any) runs. */
async function loaderOf(scriptSrc: string | undefined): Promise<typeof Loader> {
  let loader: typeof Loader | undefined;
  const script = document.createElement('script');
  if (scriptSrc) script.src = scriptSrc;
  Object.defineProperty(document, 'currentScript', { value: scriptSrc ? script : null, configurable: true });
  try {
    await jest.isolateModulesAsync(async () => {
      loader = await import('./load-extras.script');
    });
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
  if (!loader) throw new Error('loader not imported');
  return loader;
}

const lazyScripts = () => [...document.head.querySelectorAll('script')];

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('loading the modal and wallet pay in the script-tag build', () => {
  test('It should load them once, from beside the pop-up script, and take what that script hands over on its element', async () => {
    const { loadExtras } = await loaderOf('https://pay.example/v1/inline.js?x=1');
    const first = loadExtras();
    const second = loadExtras();
    expect(second).toBe(first);
    const [script] = lazyScripts();
    expect(lazyScripts()).toHaveLength(1);
    expect(script?.src).toBe(`https://pay.example/v1/${LAZY_FILE}`);
    script?.dispatchEvent(new CustomEvent(LAZY_EVENT, { detail: extras }));
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(extras);
    expect(loadExtras()).toBe(first);
    expect(lazyScripts()).toHaveLength(1);
  });

  test('It should load them from the default Pay origin when the script URL is unknown', async () => {
    const { loadExtras } = await loaderOf(undefined);
    void loadExtras();
    expect(lazyScripts()[0]?.src).toBe(`${DEFAULT_ORIGIN}/v1/${LAZY_FILE}`);
  });

  test.each([
    ['fails to load', 'error'],
    ['loads but hands nothing over', 'load'],
  ])('It should reject when the script %s, and try again on the next use', async (_case, event) => {
    const { loadExtras, LAZY_LOAD_FAILED } = await loaderOf('https://pay.example/v1/inline.js');
    const first = loadExtras();
    lazyScripts()[0]?.dispatchEvent(new Event(event));
    await expect(first).rejects.toThrow(`${LAZY_LOAD_FAILED}https://pay.example/v1/${LAZY_FILE}`);
    expect(lazyScripts()).toHaveLength(0);
    const retry = loadExtras();
    expect(retry).not.toBe(first);
    expect(lazyScripts()).toHaveLength(1);
  });
});
