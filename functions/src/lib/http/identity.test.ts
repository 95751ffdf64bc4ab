import { parseGroups } from './identity';

describe('parseGroups', () => {
  test('It should read API Gateway bracketed group strings', () => {
    expect(parseGroups('[admin editors]')).toEqual(['admin', 'editors']);
  });
  test('It should read arrays and plain strings', () => {
    expect(parseGroups(['admin'])).toEqual(['admin']);
    expect(parseGroups('admin')).toEqual(['admin']);
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('[]')).toEqual([]);
  });
});
