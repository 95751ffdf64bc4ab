import { BadRequestError } from '../../lib/http/errors';
import { parseOrThrow } from '../../lib/http/validation';
import { initializeTransactionBody, requestInlineBody } from './contract';
import { refusedParameterNames } from './unsupported-parameters';

const initialize = { email: 'ada@example.com', amount: 250000 };
const inline = { ...initialize, key: 'pk_test_1' };

function refusal(run: () => unknown): BadRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof BadRequestError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('SPEC §3 parameters Pay does not support', () => {
  test.each(refusedParameterNames.map((name) => [name]))('It should refuse %s by name, with code unsupported_parameter, on initialize and request_inline', (name) => {
    for (const [schema, body] of [[initializeTransactionBody, initialize], [requestInlineBody, inline]] as const) {
      const error = refusal(() => parseOrThrow(schema, { ...body, [name]: 'x' }, 'body'));
      expect(error.message).toMatch(new RegExp(`^${name} is not supported by Pay`));
      expect(error.detail).toEqual({ code: 'unsupported_parameter' });
      expect(error.errors?.[0]?.path).toBe(name);
    }
  });

  test('It should let an empty refused parameter and any unknown key through', () => {
    expect(() => parseOrThrow(requestInlineBody, { ...inline, hash: '', subscription: null, connect_split: [], card: false, container: 'here', mode: 'popup' }, 'body')).not.toThrow();
    expect(() => parseOrThrow(initializeTransactionBody, { ...initialize, a_library_extra: 1 }, 'body')).not.toThrow();
  });

  test('It should keep order_id as text and customer_code as given', () => {
    expect(parseOrThrow(requestInlineBody, { ...inline, order_id: 42, customer_code: 'CUS_abc123' }, 'body')).toMatchObject({ order_id: '42', customer_code: 'CUS_abc123' });
    expect(() => parseOrThrow(initializeTransactionBody, { ...initialize, order_id: 'not valid!' }, 'body')).toThrow(BadRequestError);
  });
});
