import { defaultChanges, settleDefaults, type DefaultCandidate } from './default-delivery-details';

const a: DefaultCandidate = { id: 'a', default: true, createdAt: '2024-01-01T00:00:00.000Z' };
const b: DefaultCandidate = { id: 'b', default: false, createdAt: '2024-01-02T00:00:00.000Z' };
const c: DefaultCandidate = { id: 'c', default: false, createdAt: '2024-01-03T00:00:00.000Z' };

function defaults(settled: Map<string, boolean>): string[] {
  return [...settled].filter(([, flag]) => flag).map(([id]) => id);
}

describe('default-delivery-details', () => {
  test('It should make the first address the default', () => {
    const fresh = { id: 'n', default: false, createdAt: '2024-02-01T00:00:00.000Z' };
    expect(defaults(settleDefaults([fresh]))).toEqual(['n']);
  });

  test('It should keep the current default when a non-default address is added', () => {
    const fresh = { id: 'n', default: false, createdAt: '2024-02-01T00:00:00.000Z' };
    const settled = settleDefaults([a, b, fresh]);
    expect(defaults(settled)).toEqual(['a']);
    expect(defaultChanges([a, b, fresh], settled)).toEqual([]);
  });

  test('It should unset the others when one is made default', () => {
    const settled = settleDefaults([a, b, c], { preferred: 'c' });
    expect(defaults(settled)).toEqual(['c']);
    expect(defaultChanges([a, b, c], settled)).toEqual([
      { id: 'a', default: false },
      { id: 'c', default: true },
    ]);
  });

  test('It should promote the oldest other address when the default is deleted', () => {
    expect(defaults(settleDefaults([b, c]))).toEqual(['b']);
  });

  test('It should promote another address when the default is switched off, but keep a lone default', () => {
    const switchedOff = { ...a, default: false };
    expect(defaults(settleDefaults([switchedOff, b, c], { avoid: 'a' }))).toEqual(['b']);
    expect(defaults(settleDefaults([switchedOff], { avoid: 'a' }))).toEqual(['a']);
  });

  test('It should repair two defaults down to one', () => {
    expect(defaults(settleDefaults([a, { ...b, default: true }]))).toEqual(['a']);
  });
});
