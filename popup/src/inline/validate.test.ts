import { INVALID_MESSAGE, NON_EMPTY_MESSAGE, PARAMETER_TYPES, type ValidationError, validateParameters } from './validate';

function failure(input: unknown): ValidationError {
  try {
    validateParameters(input);
  } catch (error) {
    return error as ValidationError;
  }
  throw new Error('expected validation to fail');
}

const base = { key: 'pk_test_1', email: 'ada@example.com', amount: 5000 };

describe('validateParameters', () => {
  test.each([
    ['an empty object', {}],
    ['null', null],
    ['undefined', undefined],
    ['an array', [{ key: 'x' }]],
    ['a string', 'key=pk'],
    ['a number', 42],
    ['a function', () => base],
  ])('It should reject %s as not a non-empty object', (_name, input) => {
    const error = failure(input);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(NON_EMPTY_MESSAGE);
    expect(error.issues).toEqual([{ message: NON_EMPTY_MESSAGE }]);
  });

  test('It should accept the minimum parameters and return a copy', () => {
    const input = { ...base };
    const result = validateParameters(input);
    expect(result).toEqual(base);
    expect(result).not.toBe(input);
  });

  test('It should report every missing required parameter, missing first then type errors in key order', () => {
    const error = failure({ currency: 5, label: false, phone: '080' });
    expect(error.message).toBe(INVALID_MESSAGE);
    expect(error.issues).toEqual([
      { message: 'Required parameter missing: key' },
      { message: 'Required parameter missing: amount' },
      { message: 'Required parameter missing: email' },
      { message: 'Invalid parameter type: currency', validTypes: ['string'] },
      { message: 'Invalid parameter type: label', validTypes: ['string'] },
    ]);
  });

  test.each([
    ['key', ''],
    ['amount', 0],
    ['email', ''],
    ['amount', null],
  ])('It should count a falsy %s (%p) as missing', (name, value) => {
    const error = failure({ ...base, [name]: value });
    expect(error.issues[0]).toEqual({ message: `Required parameter missing: ${name}` });
  });

  test('It should not require amount with a planCode or plan, and planCode overrides amount', () => {
    expect(validateParameters({ key: 'k', email: 'e@x.io', planCode: 'PLN_1', amount: 500 })).toEqual({
      key: 'k', email: 'e@x.io', planCode: 'PLN_1',
    });
    expect(validateParameters({ key: 'k', email: 'e@x.io', plan: 'PLN_1' })).toEqual({ key: 'k', email: 'e@x.io', plan: 'PLN_1' });
  });

  test('It should not require email with a customerCode, and customerCode overrides email', () => {
    expect(validateParameters({ key: 'k', amount: 100, customerCode: 'CUS_1', email: 'e@x.io' })).toEqual({
      key: 'k', amount: 100, customerCode: 'CUS_1',
    });
  });

  test('It should use an accessCode alone, keeping only the callbacks', () => {
    const onSuccess = (): void => undefined;
    expect(validateParameters({ accessCode: 'ac_1', amount: 'x', onSuccess, bogus: 1 })).toEqual({ accessCode: 'ac_1', onSuccess });
  });

  test('It should drop unknown keys and undefined values', () => {
    expect(validateParameters({ ...base, unknown: 1, colour: 'red', phone: undefined })).toEqual(base);
  });

  test('It should forward amount as given, string or number', () => {
    expect(validateParameters({ ...base, amount: '5000' }).amount).toBe('5000');
    expect(validateParameters({ ...base, amount: 5000 }).amount).toBe(5000);
  });

  test('It should treat null metadata as absent and forward null split', () => {
    const result = validateParameters({ ...base, metadata: null, split: null });
    expect('metadata' in result).toBe(false);
    expect(result.split).toBeNull();
  });

  test('It should report null for any other field as a type error', () => {
    expect(failure({ ...base, currency: null }).issues).toEqual([
      { message: 'Invalid parameter type: currency', validTypes: ['string'] },
    ]);
  });

  const samples: Record<string, unknown> = {
    string: 'text', number: 7, array: ['card'], object: { a: 1 }, function: () => undefined, boolean: true,
  };

  describe.each(Object.entries(PARAMETER_TYPES))('parameter %s', (name, validTypes) => {
    const context = name === 'key' || name === 'email' || name === 'amount' ? {} : base;
    test.each(validTypes)('It should accept a %s', (type) => {
      const input = { ...base, ...context, [name]: samples[type] };
      expect(() => validateParameters(input)).not.toThrow();
    });
    const wrong = Object.keys(samples).filter((type) => !validTypes.includes(type as never));
    test.each(wrong)('It should reject a %s with the valid types', (type) => {
      const input = { ...base, [name]: samples[type] };
      if (name === 'accessCode') {
        expect(failure(input).issues).toEqual([{ message: 'Invalid parameter type: accessCode', validTypes: ['string'] }]);
        return;
      }
      const error = failure(input);
      expect(error.message).toBe(INVALID_MESSAGE);
      expect(error.issues).toContainEqual({ message: `Invalid parameter type: ${name}`, validTypes });
    });
  });
});
