import { buildUrlParameters, referrerOf, RENAMES, toApiRequest } from './parameters';
import { validateParameters } from './validate';

const PAGE = 'https://shop.example/checkout?order=42#summary';
const base = { key: 'pk_test_1', email: 'ada@example.com', amount: 150000 };

function build(extra: Record<string, unknown>, href = PAGE): Record<string, unknown> {
  return buildUrlParameters(validateParameters({ ...base, ...extra }), href);
}

describe('buildUrlParameters', () => {
  const renameSamples: Record<string, unknown> = {
    firstName: 'Ada', lastName: 'Obi', customerCode: 'CUS_1', paymentRequest: 12, subaccountCode: 'ACCT_1',
    transactionCharge: 500, planCode: 'PLN_1', subscriptionCount: 2, planInterval: 'monthly', subscriptionLimit: 6,
    subscriptionStartDate: '2026-12-01', reference: 'ORD-1',
  };

  test.each(Object.entries(RENAMES))('It should send %s as %s', (from, to) => {
    const params = build({ [from]: renameSamples[from] });
    expect(params[to]).toEqual(renameSamples[from]);
    expect(from in params).toBe(false);
  });

  test('It should cover every rename in the issue', () => {
    expect(Object.keys(RENAMES).sort()).toEqual(Object.keys(renameSamples).sort());
  });

  test('It should keep paymentPage under its own name', () => {
    expect(build({ paymentPage: 'page_1' }).paymentPage).toBe('page_1');
  });

  test('It should keep an empty value under its original key', () => {
    const params = build({ firstName: '', reference: '' });
    expect(params.firstName).toBe('');
    expect(params.reference).toBe('');
    expect('firstname' in params).toBe(false);
    expect('ref' in params).toBe(false);
  });

  test('It should remove every callback', () => {
    const noop = (): void => undefined;
    const params = build({ onSuccess: noop, onCancel: noop, onLoad: noop, onError: noop, callback: noop, onClose: noop,
      onBankTransferConfirmationPending: noop });
    expect(Object.values(params).some((value) => typeof value === 'function')).toBe(false);
    expect(Object.keys(params).sort()).toEqual(['amount', 'email', 'key', 'metadata', 'mode']);
  });

  test('It should create metadata with the referrer when absent, sent as a JSON string without the fragment', () => {
    expect(build({}).metadata).toBe(JSON.stringify({ referrer: 'https://shop.example/checkout?order=42' }));
  });

  test('It should add the referrer to the merchant metadata without mutating it', () => {
    const metadata = { cart: 7, custom_fields: [{ display_name: 'Size' }] };
    const params = build({ metadata });
    expect(JSON.parse(params.metadata as string)).toEqual({ ...metadata, referrer: 'https://shop.example/checkout?order=42' });
    expect(metadata).toEqual({ cart: 7, custom_fields: [{ display_name: 'Size' }] });
  });

  test('It should keep the query when the whole address is 500 characters and drop it when longer', () => {
    const prefix = 'https://shop.example/p?q=';
    const exactly = prefix + 'a'.repeat(500 - prefix.length);
    expect(referrerOf(exactly)).toBe(exactly);
    expect(referrerOf(`${exactly}a`)).toBe('https://shop.example/p');
    expect(referrerOf(`${exactly}#${'f'.repeat(600)}`)).toBe(exactly);
  });

  test('It should send a non-string split as JSON, a string split as is and a null split as null', () => {
    expect(build({ split: { type: 'flat', subaccounts: [] } }).split).toBe('{"type":"flat","subaccounts":[]}');
    expect(build({ split: 'SPL_1' }).split).toBe('SPL_1');
    expect(build({ split: null }).split).toBeNull();
  });

  test('It should set mode popup at the top level', () => {
    expect(build({}).mode).toBe('popup');
  });

  test.each([
    [{ card: false }, ['bank'], 'card'],
    [{ card: 'false' }, ['bank'], 'card'],
    [{ bank: false }, ['card'], 'bank'],
    [{ bank: 'false' }, ['card'], 'bank'],
  ])('It should replace %p with channels %p', (flag, channels, removed) => {
    const params = build({ ...flag, channels: ['card', 'bank', 'ussd'] });
    expect(params.channels).toEqual(channels);
    expect(removed in params).toBe(false);
  });

  test('It should leave channels alone when card and bank are true', () => {
    expect(build({ card: true, bank: 'true', channels: ['ussd'] }).channels).toEqual(['ussd']);
  });

  test('It should keep language and connect_account for the checkout frame', () => {
    const params = build({ language: 'fr', connect_account: 'ACCT_9' });
    expect(params.language).toBe('fr');
    expect(params.connect_account).toBe('ACCT_9');
  });

  test('It should never mutate the caller parameters', () => {
    const input = { ...base, firstName: 'Ada', metadata: { a: 1 }, card: false, split: { x: 1 } };
    const copy = JSON.parse(JSON.stringify(input)) as unknown;
    buildUrlParameters(validateParameters(input), PAGE);
    expect(input).toEqual(copy);
  });
});

describe('toApiRequest', () => {
  test('It should move language and connect_account into headers and out of the body', () => {
    const { body, headers } = toApiRequest({ key: 'k', language: 'fr', connect_account: 'ACCT_9', mode: 'popup' });
    expect(body).toEqual({ key: 'k', mode: 'popup' });
    expect(headers).toEqual({ 'Content-Type': 'application/json', 'Accept-Language': 'fr', 'x-connect-account': 'ACCT_9' });
  });

  test('It should send no optional headers when they are absent', () => {
    expect(toApiRequest({ key: 'k' }).headers).toEqual({ 'Content-Type': 'application/json' });
  });
});
