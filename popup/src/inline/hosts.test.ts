import { AsoPay } from './pay';
import { DEFAULT_ORIGIN, resolveHosts } from './hosts';

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
});
