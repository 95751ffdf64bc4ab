import { sharedDocumentClient } from './document-client';

describe('the shared document client', () => {
  test('It should not run the SDK logger middleware, which copies every answer to mask it for a logger that writes nothing', () => {
    const names = sharedDocumentClient().middlewareStack.identify();
    expect(names.some((name) => name.startsWith('serializerMiddleware'))).toBe(true);
    expect(names.filter((name) => name.startsWith('loggerMiddleware'))).toEqual([]);
  });

  test('It should be one client, created once', () => {
    expect(sharedDocumentClient()).toBe(sharedDocumentClient());
  });
});
