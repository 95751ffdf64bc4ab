import { ForbiddenError } from './errors';
import { assertSameSite } from './same-site';

describe('assertSameSite', () => {
  test.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{}],
    [{ origin: 'https://shop.example', host: 'shop.example' }],
    [{ origin: 'http://localhost:5173', host: 'localhost:3000' }],
  ])('It should let %j through', (headers) => {
    expect(() => assertSameSite(headers)).not.toThrow();
  });

  test.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://uploads.shop.example', host: 'shop.example' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ 'sec-fetch-site': 'Cross-Site', origin: 'https://shop.example', host: 'shop.example' }],
    [{ origin: 'https://evil.example', host: 'shop.example' }],
    [{ origin: 'null', host: 'shop.example' }],
    [{ origin: 'https://evil.example' }],
  ])('It should refuse %j', (headers) => {
    expect(() => assertSameSite(headers)).toThrow(ForbiddenError);
  });
});
