/** @jest-environment jsdom */
import { shopRuntimeConfig } from '@functions/shop/runtime-config/contract';
import { loadRuntimeConfig, parseRuntimeConfig, preconnectToPay } from './runtime-config';

function answer(status: number, body: unknown): void {
  // jsdom has no Response: a minimal stand-in with the members the loader reads.
  const response = { ok: status >= 200 && status < 300, status, json: async () => body };
  global.fetch = jest.fn(async () => response) as unknown as typeof fetch;
}

describe('runtime config', () => {
  test('It should retry after a failed load and then keep the loaded origin', async () => {
    answer(503, {});
    await expect(loadRuntimeConfig()).rejects.toThrow('503');
    answer(200, { payOrigin: 'http://localhost:3100/ignored/path' });
    await expect(loadRuntimeConfig()).resolves.toEqual({ payOrigin: 'http://localhost:3100' });
    answer(200, { payOrigin: 'https://other.example' });
    await expect(loadRuntimeConfig()).resolves.toEqual({ payOrigin: 'http://localhost:3100' });
  });

  test('It should add one preconnect hint to the Pay origin', async () => {
    await preconnectToPay();
    await preconnectToPay();
    const links = document.head.querySelectorAll('link[rel="preconnect"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('http://localhost:3100');
  });
});

describe('runtime config: Sign in with Google', () => {
  const google = { domain: 'aso-shop.auth.eu-west-1.amazoncognito.com', clientId: '4abc123def456' };

  test("It should have no Google sign-in in the local stack's config (cognito-local cannot federate)", () => {
    // The local gateway answers exactly this (infra/local/gateway/gateway-server.ts).
    expect(parseRuntimeConfig(shopRuntimeConfig('http://localhost:3100'))).toEqual({ payOrigin: 'http://localhost:3100' });
  });

  test('It should read the Google sign-in the deployment writes', () => {
    expect(parseRuntimeConfig(shopRuntimeConfig('https://pay.example', google))).toEqual({ payOrigin: 'https://pay.example', googleSignIn: google });
  });

  test('It should hide Google sign-in rather than follow a malformed domain or client id', () => {
    for (const googleSignIn of [
      { domain: 'https://evil.example/x', clientId: google.clientId },
      { domain: 'evil.example@x', clientId: google.clientId },
      { domain: google.domain, clientId: 'a&redirect_uri=x' },
      { domain: google.domain },
      'yes',
    ]) {
      expect(parseRuntimeConfig({ payOrigin: 'https://pay.example', googleSignIn }).googleSignIn).toBeUndefined();
    }
  });
});
