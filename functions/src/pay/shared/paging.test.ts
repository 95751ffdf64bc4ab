import { BadRequestError } from '../../lib/http/errors';
import { createdRange } from './paging';

describe('createdRange', () => {
  test('It should answer bounds around every time when from and to are absent', () => {
    expect(createdRange({})).toEqual({ from: '0000', to: '9999' });
  });

  test('It should answer from and to as ISO times, one day as both bounds', () => {
    expect(createdRange({ from: '2026-11-01', to: '2026-11-01' })).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' });
  });

  test('It should refuse a from after to with a 400 that names from, rather than send DynamoDB a range it refuses', () => {
    // Dates V8 reads leniently, as the route fuzz sent them: 2001-08-01 and 2000-01-01.
    const refusal = (() => {
      try {
        createdRange({ from: '8(l]6xc#', to: '"0' });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(BadRequestError);
    expect(refusal).toMatchObject({ statusCode: 400, message: 'from must not be after to', errors: [{ path: 'from', message: 'after to' }] });
  });
});
