/** @jest-environment jsdom */
import { loadRuntimeConfig, preconnectToPay } from './runtime-config';

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
