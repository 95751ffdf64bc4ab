import { AsoPay } from './pay';
import { checkoutFrameUrl, DEFAULT_ORIGIN, resolveHosts } from './hosts';

describe('hosts', () => {
  test('It should default every host to the fallback origin', () => {
    expect(resolveHosts({}, 'https://pay.example/')).toEqual({
      checkoutOrigin: 'https://pay.example', apiBase: 'https://pay.example', paymentHost: 'https://pay.example',
    });
  });

  test('It should let each host be set on its own', () => {
    expect(
      resolveHosts({ origin: 'http://localhost:3100', apiBase: 'https://api.example/v1/', paymentHost: 'https://pm.example' }, DEFAULT_ORIGIN),
    ).toEqual({ checkoutOrigin: 'http://localhost:3100', apiBase: 'https://api.example/v1', paymentHost: 'https://pm.example' });
  });

  test('It should load and construct where there is no window, using the documented default', () => {
    expect(typeof window).toBe('undefined');
    expect(new AsoPay().hosts.checkoutOrigin).toBe(DEFAULT_ORIGIN);
    AsoPay.configure({ origin: 'https://self.example' });
    expect(new AsoPay().hosts.apiBase).toBe('https://self.example');
    AsoPay.configure({});
  });

  test('The script-tag entry should import without throwing where there is no window', async () => {
    await expect(import('./global')).resolves.toBeDefined();
  });

  test('It should frame the checkout with the page origin, left out when the page has an opaque origin', () => {
    const hosts = resolveHosts({}, 'https://pay.example');
    expect(checkoutFrameUrl(hosts, 'https://shop.example:8443')).toBe('https://pay.example/popup?origin=https%3A%2F%2Fshop.example%3A8443');
    expect(checkoutFrameUrl(hosts, 'null')).toBe('https://pay.example/popup');
  });

  test('It should name the checkout the frame will show: the access code, else the public key', () => {
    const hosts = resolveHosts({}, 'https://pay.example');
    expect(checkoutFrameUrl(hosts, 'https://shop.example', { key: 'pk_test_1' })).toBe('https://pay.example/popup?origin=https%3A%2F%2Fshop.example&key=pk_test_1');
    expect(checkoutFrameUrl(hosts, 'null', { accessCode: 'ac_1', key: 'pk_test_1' })).toBe('https://pay.example/popup?access_code=ac_1');
  });
});
