import { clearedRefreshCookie, isLocalHost, refreshCookie } from './session-cookie';

describe('session-cookie', () => {
  test('It should keep the refresh token httpOnly, SameSite=Strict and Secure off localhost', () => {
    const cookie = refreshCookie('tok/en=', 'shop.example.com');
    expect(cookie).toMatch(/^aso_refresh=tok%2Fen%3D; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/api/v1/auth');
  });

  test('It should drop Secure only for localhost over http', () => {
    expect(refreshCookie('t', 'localhost:3000')).not.toContain('Secure');
    expect(refreshCookie('t', '127.0.0.1:3000')).not.toContain('Secure');
    expect(isLocalHost('localhost.evil.com')).toBe(false);
    expect(isLocalHost(undefined)).toBe(false);
  });

  test('It should clear the cookie with Max-Age=0', () => {
    expect(clearedRefreshCookie('shop.example.com')).toMatch(/^aso_refresh=; .*Max-Age=0.*Secure/);
  });
});
