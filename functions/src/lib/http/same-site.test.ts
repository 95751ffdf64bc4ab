import { ForbiddenError } from './errors';
import { assertSameSite } from './same-site';

describe('assertSameSite', () => {
  test.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://other.example' }],
    [{ 'sec-fetch-site': 'none' }],
    [{}],
    [{ origin: 'https://shop.example', host: 'shop.example' }],
    [{ origin: 'http://localhost:5173', host: 'localhost:3000' }],
  ])('It should let %j through', (headers) => {
    expect(() => assertSameSite(headers)).not.toThrow();
  });

  test.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'Cross-Site', origin: 'https://shop.example', host: 'shop.example' }],
    [{ origin: 'https://evil.example', host: 'shop.example' }],
    [{ origin: 'null', host: 'shop.example' }],
    [{ origin: 'https://evil.example' }],
  ])('It should refuse %j', (headers) => {
    expect(() => assertSameSite(headers)).toThrow(ForbiddenError);
  });
});
