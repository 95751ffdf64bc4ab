import { displayNameOf, reviewIdOf } from './review-view';

describe('review identity and author name', () => {
  test('It should derive one stable id per (customer, product) and a different one for any other pair', () => {
    expect(reviewIdOf('u1', 'p1')).toBe(reviewIdOf('u1', 'p1'));
    expect(reviewIdOf('u1', 'p1')).toMatch(/^[0-9a-f]{32}$/);
    expect(reviewIdOf('u1', 'p2')).not.toBe(reviewIdOf('u1', 'p1'));
    expect(reviewIdOf('u2', 'p1')).not.toBe(reviewIdOf('u1', 'p1'));
    // The separator keeps ('u1', '2p') and ('u12', 'p') apart.
    expect(reviewIdOf('u1', '2p')).not.toBe(reviewIdOf('u12', 'p'));
  });

  test('It should show the first name and the initial of the last one', () => {
    expect(displayNameOf('Ada Obi')).toBe('Ada O.');
    expect(displayNameOf('  Chidinma  Grace   okafor ')).toBe('Chidinma O.');
    expect(displayNameOf('Tunde')).toBe('Tunde');
    expect(displayNameOf('   ')).toBe('Customer');
  });
});
