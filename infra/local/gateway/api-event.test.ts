import { buildApiEvent, formatRequestTime, isTextContentType, queryParameters, toGatewayClaims, toHttpResult, type IncomingApiRequest } from './api-event';

const now = new Date('2026-03-12T19:03:58.123Z');

function request(overrides: Partial<IncomingApiRequest> = {}): IncomingApiRequest {
  return {
    method: 'GET',
    url: '/api/v1/product/abc%20123?limit=5&tag=a&tag=b%2Cc&empty=&q=ankara+dress',
    headers: { host: 'localhost:3000', 'user-agent': 'jest', accept: 'application/json', cookie: ['a=1; b=two', 'c=3'], 'x-multi': ['one', 'two'] },
    body: Buffer.alloc(0),
    sourceIp: '127.0.0.1',
    protocol: 'HTTP/1.1',
    ...overrides,
  };
}

const options = {
  routeKey: 'GET /api/v1/product/{id}',
  pathParameters: { id: 'abc 123' },
  apiId: 'local-shop',
  accountId: '000000000000',
  requestId: 'req-1',
  now,
};

describe('buildApiEvent', () => {
  test('It should build the exact payload format 2.0 envelope', () => {
    // Act
    const event = buildApiEvent(request(), options);

    // Assess
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('GET /api/v1/product/{id}');
    expect(event.rawPath).toBe('/api/v1/product/abc%20123');
    expect(event.rawQueryString).toBe('limit=5&tag=a&tag=b%2Cc&empty=&q=ankara+dress');
    expect(event.pathParameters).toEqual({ id: 'abc 123' });
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBeUndefined();
    expect(event.requestContext).toEqual({
      accountId: '000000000000',
      apiId: 'local-shop',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path: '/api/v1/product/abc%20123', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: 'req-1',
      routeKey: 'GET /api/v1/product/{id}',
      stage: '$default',
      time: '12/Mar/2026:19:03:58 +0000',
      timeEpoch: now.getTime(),
    });
  });

  test('It should move cookies into the cookies array and out of the headers', () => {
    const event = buildApiEvent(request(), options);

    expect(event.cookies).toEqual(['a=1', 'b=two', 'c=3']);
    expect(event.headers.cookie).toBeUndefined();
  });

  test('It should lower-case header names and join repeated headers with commas', () => {
    const event = buildApiEvent(request({ headers: { 'X-Multi': ['one', 'two'], Host: 'shop.example:3000' } }), options);

    expect(event.headers['x-multi']).toBe('one,two');
    expect(event.headers.host).toBe('shop.example:3000');
    expect(event.requestContext.domainName).toBe('shop.example');
    expect(event.headers['x-forwarded-proto']).toBe('http');
  });

  test('It should decode query values and join repeated keys with commas', () => {
    const event = buildApiEvent(request(), options);

    expect(event.queryStringParameters).toEqual({ limit: '5', tag: 'a,b,c', empty: '', q: 'ankara dress' });
  });

  test('It should leave out query parameters, path parameters and cookies when there are none', () => {
    const event = buildApiEvent(request({ url: '/api/v1/health', headers: { host: 'localhost' } }), { ...options, pathParameters: undefined });

    expect(event.rawQueryString).toBe('');
    expect('queryStringParameters' in event).toBe(false);
    expect('pathParameters' in event).toBe(false);
    expect('cookies' in event).toBe(false);
  });

  test('It should pass a JSON body as text', () => {
    const body = Buffer.from('{"name":"Àdìrẹ"}');
    const event = buildApiEvent(request({ method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body }), options);

    expect(event.body).toBe('{"name":"Àdìrẹ"}');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.headers['content-length']).toBe(String(body.length));
  });

  test('It should base64-encode a binary body, or one without a content type', () => {
    const body = Buffer.from([0, 255, 1, 2]);
    const binary = buildApiEvent(request({ method: 'POST', headers: { 'content-type': 'image/png' }, body }), options);
    const untyped = buildApiEvent(request({ method: 'POST', headers: {}, body: Buffer.from('hi') }), options);

    expect(binary.isBase64Encoded).toBe(true);
    expect(binary.body).toBe(body.toString('base64'));
    expect(untyped.isBase64Encoded).toBe(true);
    expect(untyped.body).toBe(Buffer.from('hi').toString('base64'));
  });

  test('It should attach the JWT authorizer context when given', () => {
    const authorizer = { jwt: { claims: { sub: 'u-1', 'cognito:groups': '[admin]' }, scopes: null } };
    const event = buildApiEvent(request(), { ...options, authorizer });

    expect(event.requestContext.authorizer).toEqual(authorizer);
  });
});

describe('toGatewayClaims', () => {
  test('It should pass every claim as a string and arrays as a bracketed list', () => {
    const claims = toGatewayClaims({ sub: 'u-1', exp: 1700000000, email_verified: true, 'cognito:groups': ['admin', 'editors'], nested: { a: 1 }, gone: undefined });

    expect(claims).toEqual({ sub: 'u-1', exp: '1700000000', email_verified: 'true', 'cognito:groups': '[admin editors]', nested: '{"a":1}' });
  });
});

describe('toHttpResult', () => {
  test('It should turn cookies into Set-Cookie values and keep headers', () => {
    const result = toHttpResult({ statusCode: 201, headers: { 'Content-Type': 'application/json' }, cookies: ['a=1; HttpOnly', 'b=2'], body: '{"ok":1}' });

    expect(result).toEqual({ statusCode: 201, headers: { 'content-type': 'application/json' }, cookies: ['a=1; HttpOnly', 'b=2'], body: Buffer.from('{"ok":1}') });
  });

  test('It should decode a base64 body', () => {
    const result = toHttpResult({ statusCode: 200, body: Buffer.from([1, 2, 3]).toString('base64'), isBase64Encoded: true });

    expect([...result.body]).toEqual([1, 2, 3]);
  });

  test('It should infer a 200 JSON answer from a result without a status code', () => {
    expect(toHttpResult({ hello: 'world' } as never)).toMatchObject({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"hello":"world"}') });
    expect(toHttpResult('plain')).toMatchObject({ statusCode: 200, body: Buffer.from('plain') });
  });
});

describe('helpers', () => {
  test('It should treat JSON, text, XML and forms as text and everything else as binary', () => {
    expect(isTextContentType('application/json')).toBe(true);
    expect(isTextContentType('application/problem+json')).toBe(true);
    expect(isTextContentType('text/plain; charset=utf-8')).toBe(true);
    expect(isTextContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isTextContentType(undefined)).toBe(false);
  });

  test('It should format the request time like API Gateway', () => {
    expect(formatRequestTime(new Date('2020-03-02T09:03:08Z'))).toBe('02/Mar/2020:09:03:08 +0000');
  });

  test('It should return no query parameters for an empty query string', () => {
    expect(queryParameters('')).toBeUndefined();
  });
});
