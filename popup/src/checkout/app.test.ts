import { accessCodeFromPath, callbackTarget, channelsOf, namesPageCheckout } from './app';

const base = { channels: [], canPayWithVault: false };

test('It should send the customer back with reference and trxref added to the callback', () => {
  expect(callbackTarget('https://shop.example/paid?order=7', 'REF-1')).toBe('https://shop.example/paid?order=7&reference=REF-1&trxref=REF-1');
  expect(callbackTarget('javascript:alert(1)', 'REF-1')).toBeUndefined();
  expect(callbackTarget('not a url', 'REF-1')).toBeUndefined();
  expect(callbackTarget(null, 'REF-1')).toBeUndefined();
});

test("It should never send the customer outside the merchant's allowed domains", () => {
  expect(callbackTarget('https://shop.example/paid', 'R', ['https://shop.example'])).toBe('https://shop.example/paid?reference=R&trxref=R');
  expect(callbackTarget('https://evil.example/paid', 'R', ['https://shop.example'])).toBeUndefined();
  expect(callbackTarget('https://evil.example/paid', 'R', [])).toBe('https://evil.example/paid?reference=R&trxref=R');
});

test('It should show card and transfer by default, vault only when the customer has saved cards', () => {
  expect(channelsOf(base)).toEqual(['card', 'transfer']);
  expect(channelsOf({ ...base, channels: ['card'], canPayWithVault: true })).toEqual(['card', 'vault']);
  expect(channelsOf({ ...base, channels: ['bank_transfer'], canPayWithVault: true })).toEqual(['transfer']);
  expect(channelsOf({ ...base, channels: ['bank'] })).toEqual(['transfer']);
});

test('It should read the access code of /pay/{access_code}', () => {
  expect(accessCodeFromPath('/pay/ac_123')).toBe('ac_123');
  expect(accessCodeFromPath('/pay/ac_123/')).toBe('ac_123');
  expect(accessCodeFromPath('/popup')).toBeUndefined();
  expect(accessCodeFromPath('/pay/')).toBeUndefined();
  expect(accessCodeFromPath('/pay/%E0%A4%A')).toBeUndefined();
});

test('It should show only the checkout its address names', () => {
  expect(namesPageCheckout('?origin=https%3A%2F%2Fshop.example&key=pk_test_1', { key: 'pk_test_1', email: 'a@b.co' })).toBe(true);
  expect(namesPageCheckout('?origin=https%3A%2F%2Fshop.example&key=pk_test_1', { key: 'pk_test_2', email: 'a@b.co' })).toBe(false);
  expect(namesPageCheckout('?access_code=ac_1', { accessCode: 'ac_1' })).toBe(true);
  expect(namesPageCheckout('?access_code=ac_1', { accessCode: 'ac_2' })).toBe(false);
  expect(namesPageCheckout('?access_code=ac_1', { key: 'pk_test_1' })).toBe(false);
});
