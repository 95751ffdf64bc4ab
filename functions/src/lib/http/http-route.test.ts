import * as z from '../zod';
import { httpRoute, type StaffAuthenticator, type StaffPrincipal } from './http-route';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from './errors';
import { httpEvent, lambdaContext, readEnvelope } from '../testing/http-events';
import { assertAdminNow } from './live-access';

// The live membership check asks Cognito and the table; its own test covers it (live-access.test.ts).
jest.mock('./live-access', () => ({ assertAdminNow: jest.fn() }));

const customerClaims = { sub: 'user-1', username: 'user-1', token_use: 'access' };
const adminClaims = { ...customerClaims, 'cognito:groups': '[admin]' };

describe('httpRoute', () => {
  test('It should wrap the result in the success envelope', async () => {
    // Prepare
    const handler = httpRoute({ access: 'public', run: async () => ({ message: 'Done', data: { a: 1 }, next: 'c1' }) });
    // Act
    const result = await handler(httpEvent(), lambdaContext());
    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toContain('application/json');
    expect(readEnvelope(result)).toEqual({ success: 1, message: 'Done', data: { a: 1 }, next: 'c1' });
  });

  test('It should answer 400 for malformed JSON whatever the content type', async () => {
    const run = jest.fn();
    const handler = httpRoute({ access: 'public', body: z.object({ name: z.string() }), run });
    const result = await handler(httpEvent({ method: 'POST', body: '{"name":', headers: { 'content-type': 'text/plain' } }), lambdaContext());
    expect(result.statusCode).toBe(400);
    expect(readEnvelope(result).message).toBe('The request body is not valid JSON');
    expect(run).not.toHaveBeenCalled();
  });

  test('It should skip a cookie whose value does not decode instead of failing the request', async () => {
    const handler = httpRoute({ access: 'public', run: async ({ cookies }) => ({ message: 'ok', data: cookies }) });
    const result = await handler(httpEvent({ cookies: ['other=%E0%A4%A', 'aso_refresh=abc%3D'] }), lambdaContext());
    expect(result.statusCode).toBe(200);
    expect(readEnvelope(result).data).toEqual({ aso_refresh: 'abc=' });
  });

  test('It should decode base64 bodies as API Gateway sends them', async () => {
    const handler = httpRoute({
      access: 'public',
      body: z.object({ name: z.string() }),
      run: async ({ body }) => ({ message: 'ok', data: body.name }),
    });
    const body = Buffer.from(JSON.stringify({ name: 'Ada' })).toString('base64');
    const result = await handler(httpEvent({ method: 'POST', body, isBase64Encoded: true }), lambdaContext());
    expect(readEnvelope(result).data).toBe('Ada');
  });

  test('It should ignore the body and its content type on routes without a body', async () => {
    const handler = httpRoute({ access: 'public', run: async () => ({ message: 'ok' }) });
    const result = await handler(httpEvent({ method: 'POST', body: 'not json', headers: { 'content-type': 'image/png' } }), lambdaContext());
    expect(result.statusCode).toBe(200);
  });

  test('It should name the first problem and list every problem on invalid input', async () => {
    const handler = httpRoute({
      access: 'public',
      body: z.object({ email: z.email('email must be a valid e-mail address'), age: z.number().check(z.gte(18, 'age must be at least 18')) }),
      run: async () => ({ message: 'ok' }),
    });
    const result = await handler(httpEvent({ method: 'POST', body: JSON.stringify({ email: 'nope', age: 3 }) }), lambdaContext());
    const envelope = readEnvelope(result);
    expect(result.statusCode).toBe(400);
    expect(envelope.message).toBe('email must be a valid e-mail address');
    expect(envelope.errors).toEqual([
      { path: 'email', message: 'email must be a valid e-mail address' },
      { path: 'age', message: 'age must be at least 18' },
    ]);
  });

  test('It should refuse an empty body where one is required', async () => {
    const handler = httpRoute({ access: 'public', body: z.object({ id: z.string() }), run: async () => ({ message: 'ok' }) });
    const result = await handler(httpEvent({ method: 'POST', body: '' }), lambdaContext());
    expect(result.statusCode).toBe(400);
    expect(readEnvelope(result).errors?.[0]?.path).toBe('body');
  });

  test('It should refuse anonymous callers on customer routes before reading the body', async () => {
    const run = jest.fn();
    const handler = httpRoute({ access: 'customer', body: z.object({ id: z.string() }), run });
    const result = await handler(httpEvent({ method: 'POST', body: '{bad' }), lambdaContext());
    expect(result.statusCode).toBe(401);
    expect(run).not.toHaveBeenCalled();
  });

  test('It should refuse ID tokens even when their claims look valid', async () => {
    const handler = httpRoute({ access: 'customer', run: async () => ({ message: 'ok' }) });
    const result = await handler(httpEvent({ claims: { ...customerClaims, token_use: 'id' } }), lambdaContext());
    expect(result.statusCode).toBe(401);
  });

  test('It should hand the verified identity to the route', async () => {
    const handler = httpRoute({ access: 'customer', run: async ({ identity }) => ({ message: 'ok', data: identity }) });
    const result = await handler(httpEvent({ claims: customerClaims }), lambdaContext());
    expect(readEnvelope(result).data).toEqual({ userId: 'user-1', username: 'user-1', groups: [], isAdmin: false });
  });

  test('It should read when the session began from auth_time, which API Gateway passes as a string', async () => {
    const handler = httpRoute({ access: 'customer', run: async ({ identity }) => ({ message: 'ok', data: identity.authTime }) });
    const result = await handler(httpEvent({ claims: { ...customerClaims, auth_time: '1700000000', iat: '1700000500' } }), lambdaContext());
    expect(readEnvelope(result).data).toBe(1700000000);
  });

  test('It should allow admin routes only to the admin group', async () => {
    const handler = httpRoute({ access: 'admin', checkAdmin: assertAdminNow, run: async () => ({ message: 'ok' }) });
    expect((await handler(httpEvent({ claims: customerClaims }), lambdaContext())).statusCode).toBe(403);
    expect((await handler(httpEvent({ claims: adminClaims }), lambdaContext())).statusCode).toBe(200);
  });

  test('It should ask for the membership as stored now on every admin request, and refuse when it is gone', async () => {
    const run = jest.fn(async () => ({ message: 'ok' }));
    const handler = httpRoute({ access: 'admin', checkAdmin: assertAdminNow, run });
    jest.mocked(assertAdminNow).mockRejectedValueOnce(new ForbiddenError('This needs an admin account'));
    const result = await handler(httpEvent({ claims: adminClaims }), lambdaContext());
    expect(result.statusCode).toBe(403);
    expect(run).not.toHaveBeenCalled();
    expect(jest.mocked(assertAdminNow)).toHaveBeenCalledWith(expect.objectContaining({ userId: 'user-1', username: 'user-1' }));
  });

  test('It should map typed errors to their status codes and headers', async () => {
    const cases = [
      [new NotFoundError('No such order'), 404],
      [new ConflictError('Already exists'), 409],
      [new TooManyRequestsError('Slow down', 60), 429],
    ] as const;
    for (const [error, status] of cases) {
      const handler = httpRoute({ access: 'public', run: async () => Promise.reject(error) });
      const result = await handler(httpEvent(), lambdaContext());
      expect(result.statusCode).toBe(status);
      expect(readEnvelope(result)).toEqual({ success: 0, message: error.message });
    }
    const handler = httpRoute({ access: 'public', run: async () => Promise.reject(new TooManyRequestsError('Slow down', 60)) });
    expect((await handler(httpEvent(), lambdaContext())).headers?.['Retry-After']).toBe('60');
  });

  test('It should hide unexpected errors behind a generic message with the request id', async () => {
    const handler = httpRoute({
      access: 'public',
      run: async () => Promise.reject(new Error('ResourceNotFoundException: table arn:aws:dynamodb:secret')),
    });
    const result = await handler(httpEvent(), lambdaContext('req-42'));
    const envelope = readEnvelope(result);
    expect(result.statusCode).toBe(500);
    expect(envelope.message).toContain('req-42');
    expect(JSON.stringify(envelope)).not.toContain('dynamodb');
    expect(envelope.requestId).toBe('req-42');
  });

  test('It should read cookies from the v2 cookies array and pass Set-Cookie back', async () => {
    const handler = httpRoute({
      access: 'public',
      run: async ({ cookies }) => ({ message: 'ok', data: cookies, cookies: ['a=1; HttpOnly'] }),
    });
    const result = await handler(httpEvent({ cookies: ['refresh=abc%3D', 'theme=dark'] }), lambdaContext());
    expect(readEnvelope(result).data).toEqual({ refresh: 'abc=', theme: 'dark' });
    expect(result.cookies).toEqual(['a=1; HttpOnly']);
  });

  test('It should resolve merchant keys through the route resolver', async () => {
    const handler = httpRoute({
      access: 'merchant-secret-key',
      authenticateMerchant: async (key, kind) => ({ merchantId: `${kind}:${key ?? 'none'}`, keyKind: kind, mode: 'test' }),
      run: async ({ merchant }) => ({ message: 'ok', data: merchant.merchantId }),
    });
    const result = await handler(httpEvent({ headers: { Authorization: 'Bearer sk_test_1' } }), lambdaContext());
    expect(readEnvelope(result).data).toBe('secret:sk_test_1');
  });
  test('It should hand the key check the parsed body for callers that send the key there', async () => {
    const handler = httpRoute({
      access: 'merchant-public-key',
      envelope: 'pay',
      body: z.object({ key: z.string() }),
      authenticateMerchant: async (key, kind, request) => {
        const fromBody = typeof request.body === 'object' && request.body !== null && 'key' in request.body ? String(request.body.key) : 'none';
        return { merchantId: `${kind}:${key ?? fromBody}`, keyKind: kind, mode: 'test' };
      },
      run: async ({ merchant }) => ({ message: 'ok', data: merchant.merchantId }),
    });
    const result = await handler(httpEvent({ method: 'POST', body: JSON.stringify({ key: 'pk_test_1' }) }), lambdaContext());
    expect(readEnvelope(result).data).toBe('public:pk_test_1');
  });

  describe('merchant staff routes', () => {
    const people: Record<string, StaffPrincipal> = {
      owner: { staffId: 's1', merchantId: 'm1', email: 'o@example.com', role: 'owner', twoFactorEnabled: true },
      newOwner: { staffId: 's2', merchantId: 'm1', email: 'n@example.com', role: 'owner', twoFactorEnabled: false },
      support: { staffId: 's3', merchantId: 'm1', email: 's@example.com', role: 'support', twoFactorEnabled: false },
    };
    const authenticateStaff: StaffAuthenticator = async (token) => {
      const found = token ? people[token] : undefined;
      if (!found) throw new UnauthorizedError('Sign in again', { code: 'unauthorized' });
      return found;
    };
    const route = (extra: { roles?: readonly ('owner' | 'developer' | 'support')[]; beforeTwoFactor?: boolean } = {}) =>
      httpRoute({ access: 'merchant-staff', envelope: 'pay', authenticateStaff, ...extra, run: async ({ staff }) => ({ message: 'ok', data: staff.staffId }) });
    const codeOf = (result: Awaited<ReturnType<typeof call>>) => (JSON.parse(result.body ?? '{}') as { code?: string }).code;
    const call = (handler: ReturnType<typeof route>, token?: string) =>
      handler(httpEvent(token ? { headers: { authorization: `Bearer ${token}` } } : {}), lambdaContext());

    test('It should hand the route the staff member the check found', async () => {
      expect(readEnvelope(await call(route(), 'owner')).data).toBe('s1');
    });

    test("It should refuse a missing or unknown token with Pay's 401", async () => {
      for (const token of [undefined, 'nobody']) {
        const result = await call(route(), token);
        expect([result.statusCode, codeOf(result)]).toEqual([401, 'unauthorized']);
      }
    });

    test('It should refuse a role the route does not name with 403 forbidden', async () => {
      const result = await call(route({ roles: ['owner', 'developer'] }), 'support');
      expect([result.statusCode, codeOf(result)]).toEqual([403, 'forbidden']);
      expect(route({ roles: ['owner'] }).staffRoles).toEqual(['owner']);
    });

    test('It should refuse an owner without two-factor sign-in except on the routes that set it up', async () => {
      const refused = await call(route(), 'newOwner');
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'two_factor_required']);
      expect((await call(route({ beforeTwoFactor: true }), 'newOwner')).statusCode).toBe(200);
      expect((await call(route(), 'support')).statusCode).toBe(200);
    });

    test('It should make a staff route without a token check a type error', () => {
      // @ts-expect-error a staff route must declare authenticateStaff
      const unchecked = () => httpRoute({ access: 'merchant-staff', run: async () => ({ message: 'ok' }) });
      // @ts-expect-error roles belong to staff routes only
      const misplaced = () => httpRoute({ access: 'public', roles: ['owner'], run: async () => ({ message: 'ok' }) });
      expect([typeof unchecked, typeof misplaced]).toEqual(['function', 'function']);
    });
  });

  test('It should make a merchant route without a key check a type error', () => {
    // @ts-expect-error a merchant-key route must declare authenticateMerchant
    const unchecked = () => httpRoute({ access: 'merchant-secret-key', run: async () => ({ message: 'ok' }) });
    // @ts-expect-error a public route may not declare a key check it would never run
    const misplaced = () => httpRoute({ access: 'public', authenticateMerchant: async () => ({ merchantId: 'm', keyKind: 'public', mode: 'test' }), run: async () => ({ message: 'ok' }) });
    expect(typeof unchecked).toBe('function');
    expect(typeof misplaced).toBe('function');
  });

  test('It should answer in Pay\'s envelope, errors included, with meta beside data', async () => {
    const ok = httpRoute({ access: 'public', envelope: 'pay', run: async () => ({ message: 'Listed', data: [1], meta: { total: 1 } }) });
    const failing = httpRoute({
      access: 'public',
      envelope: 'pay',
      run: async () => {
        throw new NotFoundError('Transaction not found');
      },
    });
    const crashing = httpRoute({
      access: 'public',
      envelope: 'pay',
      run: async () => {
        throw new Error('internal detail');
      },
    });
    expect(JSON.parse((await ok(httpEvent(), lambdaContext())).body ?? '')).toEqual({ status: true, message: 'Listed', data: [1], meta: { total: 1 } });
    const notFound = await failing(httpEvent(), lambdaContext());
    expect(notFound.statusCode).toBe(404);
    expect(JSON.parse(notFound.body ?? '')).toEqual({
      status: false,
      message: 'Transaction not found',
      type: 'validation_error',
      code: 'not_found',
      meta: { nextStep: expect.any(String) },
    });
    const crashed = await crashing(httpEvent(), lambdaContext('req-9'));
    expect(crashed.statusCode).toBe(500);
    expect(crashed.body).not.toContain('internal detail');
    expect(JSON.parse(crashed.body ?? '')).toMatchObject({ status: false, requestId: 'req-9', type: 'api_error', code: 'server_error' });
  });

  test("It should give a Pay error the code its thrower named, and its validation problems as errors[]; the Shop's envelope stays as it was", async () => {
    const named = httpRoute({
      access: 'public',
      envelope: 'pay',
      run: async () => {
        throw new BadRequestError('Duplicate Transaction Reference', [{ path: 'reference', message: 'already used' }], { code: 'duplicate_reference', nextStep: 'Use a new reference' });
      },
    });
    expect(JSON.parse((await named(httpEvent(), lambdaContext())).body ?? '')).toEqual({
      status: false,
      message: 'Duplicate Transaction Reference',
      type: 'validation_error',
      code: 'duplicate_reference',
      meta: { nextStep: 'Use a new reference' },
      errors: [{ path: 'reference', message: 'already used' }],
    });
    const invalid = httpRoute({ access: 'public', envelope: 'pay', body: z.object({ amount: z.number() }), run: async () => ({ message: 'ok' }) });
    const refused = JSON.parse((await invalid(httpEvent({ method: 'POST', body: '{"amount":"x"}' }), lambdaContext())).body ?? '') as Record<string, unknown>;
    expect(refused).toMatchObject({ status: false, type: 'validation_error', code: 'invalid_params', errors: [{ path: 'amount' }] });
    const shop = httpRoute({
      access: 'public',
      run: async () => {
        throw new BadRequestError('Nope', undefined, { code: 'duplicate_reference' });
      },
    });
    expect(JSON.parse((await shop(httpEvent(), lambdaContext())).body ?? '')).toEqual({ success: 0, message: 'Nope' });
  });

  test('It should give the handler the raw body exactly as sent', async () => {
    const raw = '{ "amount":  5000 }';
    const handler = httpRoute({ access: 'public', body: z.object({ amount: z.number() }), run: async ({ rawBody }) => ({ message: 'ok', data: rawBody }) });
    const result = await handler(httpEvent({ method: 'POST', body: Buffer.from(raw).toString('base64'), isBase64Encoded: true }), lambdaContext());
    expect(readEnvelope(result).data).toBe(raw);
  });

  test('It should read form-encoded bodies as string fields', async () => {
    const handler = httpRoute({
      access: 'public',
      bodyEncoding: 'form',
      body: z.object({ transaction: z.string(), domainName: z.string() }),
      run: async ({ body }) => ({ message: 'ok', data: body }),
    });
    const body = new URLSearchParams({ transaction: '42', domainName: 'shop.example' }).toString();
    const result = await handler(httpEvent({ method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), lambdaContext());
    expect(readEnvelope(result).data).toEqual({ transaction: '42', domainName: 'shop.example' });
  });
});
