import { httpEvent } from '../testing/http-events';
import { callerAddress, viewerAddressOf } from './caller-address';

afterEach(() => {
  delete process.env.ORIGIN_VERIFY;
});

describe('viewerAddressOf', () => {
  test.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8:cafe::17:46532', '2001:db8:cafe::17'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['203.0.113.7', '203.0.113.7'],
  ])('It should read %s as %s', (value, address) => {
    expect(viewerAddressOf(value)).toBe(address);
  });

  test.each([[undefined], [''], ['evil<script>:80'], ['a b:1']])('It should find no address in %j', (value) => {
    expect(viewerAddressOf(value)).toBeUndefined();
  });
});

describe('callerAddress', () => {
  const event = httpEvent();

  test('It should use the gateway source address where no origin secret is configured, whatever the headers claim', () => {
    expect(callerAddress(event, { 'cloudfront-viewer-address': '198.51.100.10:1' })).toBe('127.0.0.1');
  });

  test('It should use the viewer address CloudFront adds when the request carries the origin secret', () => {
    process.env.ORIGIN_VERIFY = 'secret-1';
    const headers = { 'x-origin-verify': 'secret-1', 'cloudfront-viewer-address': '198.51.100.10:46532' };
    expect(callerAddress(event, headers)).toBe('198.51.100.10');
  });

  test('It should refuse a request that did not come through the distribution, even one naming a viewer', () => {
    process.env.ORIGIN_VERIFY = 'secret-1';
    expect(() => callerAddress(event, { 'cloudfront-viewer-address': '198.51.100.10:1' })).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => callerAddress(event, { 'x-origin-verify': 'secret-2', 'cloudfront-viewer-address': '198.51.100.10:1' })).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});
