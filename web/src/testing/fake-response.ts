/** A minimal successful API response for a mocked `fetch` (jsdom has no `Response`). */
export function apiResponse(data: unknown, status = 200): Response {
  const body = { success: status < 400 ? 1 : 0, message: status < 400 ? 'ok' : 'failed', data };
  return { ok: status < 400, status, json: async () => body } as unknown as Response;
}
