import { shopUrl } from '../support/stack';

/**
 * The stack builds the SPA for users even when started by a test runner (which sets NODE_ENV=test): a
 * development build of React behaves differently (StrictMode runs effects twice) and is far larger.
 */
describe('the served web app', () => {
  test('It should be a production build', async () => {
    const html = await (await fetch(`${shopUrl()}/`)).text();
    const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const script = await (await fetch(`${shopUrl()}${entry ?? ''}`)).text();
    expect(script).not.toContain('react-devtools');
    expect(script).not.toContain('Warning: ');
    expect(script.length).toBeLessThan(400_000);
  });
});
