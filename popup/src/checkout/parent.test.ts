import { isAllowedOrigin, isScriptMessage, ParentChannel, resolveParentOrigin } from './parent';

const merchant = 'https://shop.example';

describe('resolveParentOrigin', () => {
  test('It should take the origin the script passed when the browser agrees', () => {
    expect(resolveParentOrigin({ search: `?origin=${encodeURIComponent(merchant)}`, ancestorOrigins: [merchant], referrer: '' })).toEqual({ origin: merchant });
  });

  test('It should refuse an origin parameter the browser contradicts', () => {
    const resolved = resolveParentOrigin({ search: `?origin=${encodeURIComponent(merchant)}`, ancestorOrigins: ['https://evil.example'], referrer: '' });
    expect(resolved).toHaveProperty('refused');
  });

  test('It should fall back to ancestorOrigins, then the referrer', () => {
    expect(resolveParentOrigin({ search: '', ancestorOrigins: [merchant], referrer: '' })).toEqual({ origin: merchant });
    expect(resolveParentOrigin({ search: '', ancestorOrigins: undefined, referrer: `${merchant}/checkout?x=1` })).toEqual({ origin: merchant });
    expect(resolveParentOrigin({ search: `?origin=${encodeURIComponent(merchant)}`, ancestorOrigins: undefined, referrer: '' })).toEqual({ origin: merchant });
  });

  test('It should refuse when nothing tells the parent', () => {
    expect(resolveParentOrigin({ search: '', ancestorOrigins: [], referrer: '' })).toHaveProperty('refused');
    expect(resolveParentOrigin({ search: '?origin=nonsense', ancestorOrigins: [merchant], referrer: '' })).toHaveProperty('refused');
  });
});

describe('isAllowedOrigin', () => {
  test('It should allow every origin when the merchant lists none', () => {
    expect(isAllowedOrigin(merchant, undefined)).toBe(true);
    expect(isAllowedOrigin(merchant, [])).toBe(true);
  });

  test('It should match origins, hosts and wildcard subdomains', () => {
    expect(isAllowedOrigin(merchant, ['https://shop.example'])).toBe(true);
    expect(isAllowedOrigin(merchant, ['http://shop.example'])).toBe(false);
    expect(isAllowedOrigin(merchant, ['shop.example'])).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4100', ['127.0.0.1:4100'])).toBe(true);
    expect(isAllowedOrigin('https://a.shop.example', ['*.shop.example'])).toBe(true);
    expect(isAllowedOrigin('https://evilshop.example', ['*.shop.example'])).toBe(false);
    expect(isAllowedOrigin('https://other.example', ['shop.example'])).toBe(false);
  });
});

describe('ParentChannel', () => {
  function fakeParent(): { window: Window; posts: [unknown, string][] } {
    const posts: [unknown, string][] = [];
    const target = { postMessage: (message: unknown, origin: string) => posts.push([message, origin]) };
    return { window: target as unknown as Window, posts };
  }

  test('It should post only to the exact parent origin', () => {
    const parent = fakeParent();
    new ParentChannel(merchant, parent.window).post({ event: 'loaded:checkout' });
    expect(parent.posts).toEqual([[{ event: 'loaded:checkout' }, merchant]]);
  });

  test('It should post nothing standalone, and only a bare close once blocked', () => {
    const parent = fakeParent();
    new ParentChannel(merchant, undefined).post({ event: 'loaded:checkout' });
    const blocked = new ParentChannel(merchant, parent.window);
    blocked.block();
    blocked.post({ event: 'success', data: { reference: 'r' } });
    blocked.post({ event: 'close' });
    expect(parent.posts).toEqual([[{ event: 'close' }, merchant]]);
  });

  test('It should accept messages only from the parent window on its origin', () => {
    const parent = fakeParent();
    const listeners: ((event: MessageEvent<unknown>) => void)[] = [];
    const target = { addEventListener: (_: string, listener: (event: MessageEvent<unknown>) => void) => listeners.push(listener) };
    const received: unknown[] = [];
    new ParentChannel(merchant, parent.window).listen(target as unknown as Window, (message) => received.push(message));
    const message = { type: 'inline:pay-with-vault' };
    const deliver = (origin: string, source: unknown, data: unknown = message): void => {
      for (const listener of listeners) listener({ origin, source, data } as MessageEvent<unknown>);
    };
    deliver('https://evil.example', parent.window);
    deliver(merchant, {});
    deliver(merchant, parent.window, { type: 'unknown' });
    deliver(merchant, parent.window);
    expect(received).toEqual([message]);
  });
});

test('isScriptMessage should accept only protocol messages', () => {
  expect(isScriptMessage({ type: 'inline:url', path: 'newTransaction', params: { accessCode: 'x' } })).toBe(true);
  expect(isScriptMessage({ type: 'inline:url', path: 'other', params: {} })).toBe(false);
  expect(isScriptMessage({ type: 'inline:url', path: 'newTransaction' })).toBe(false);
  expect(isScriptMessage('PaystackOpen')).toBe(false);
  expect(isScriptMessage(null)).toBe(false);
});
