import { payErrorFields, routeNotFoundBody } from './pay-error';

describe("Pay's error fields (Paystack's type, code and meta.nextStep)", () => {
  test('It should give each status its Paystack type and a default code', () => {
    expect(payErrorFields(400)).toMatchObject({ type: 'validation_error', code: 'invalid_params' });
    expect(payErrorFields(401)).toMatchObject({ type: 'validation_error', code: 'invalid_Key' });
    expect(payErrorFields(404)).toMatchObject({ type: 'validation_error', code: 'not_found' });
    expect(payErrorFields(409)).toMatchObject({ type: 'validation_error', code: 'conflict' });
    expect(payErrorFields(422)).toMatchObject({ type: 'validation_error', code: 'unprocessable' });
    expect(payErrorFields(429)).toMatchObject({ type: 'api_error', code: 'rate_limited' });
    expect(payErrorFields(500)).toMatchObject({ type: 'api_error', code: 'server_error' });
    expect(payErrorFields(503)).toMatchObject({ type: 'api_error', code: 'server_error' });
    expect(payErrorFields(418)).toMatchObject({ type: 'validation_error', code: 'invalid_request' });
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 500, 418]) expect(payErrorFields(status).meta.nextStep.length).toBeGreaterThan(10);
  });

  test("It should keep what the thrower named and fill in the rest", () => {
    expect(payErrorFields(400, { code: 'duplicate_reference' })).toEqual({ type: 'validation_error', code: 'duplicate_reference', meta: { nextStep: payErrorFields(400).meta.nextStep } });
    expect(payErrorFields(400, { type: 'processor_error', nextStep: 'Try another card' })).toEqual({ type: 'processor_error', code: 'invalid_params', meta: { nextStep: 'Try another card' } });
  });

  test('It should answer an unknown route as a 404 with its own code', () => {
    expect(routeNotFoundBody()).toEqual({ status: false, message: 'Route not found', type: 'validation_error', code: 'route_not_found', meta: { nextStep: expect.any(String) } });
  });
});
