import { ForbiddenError } from '../../lib/http/errors';
import { assertFromCheckoutPage } from './checkout-page-origin';

describe('assertFromCheckoutPage', () => {
  test('It should accept Pay\'s own page and callers that are not browsers', () => {
    expect(() => assertFromCheckoutPage({ 'sec-fetch-site': 'same-origin' })).not.toThrow();
    expect(() => assertFromCheckoutPage({})).not.toThrow();
  });

  test('It should refuse card data posted by another site, even a sibling one', () => {
    expect(() => assertFromCheckoutPage({ 'sec-fetch-site': 'cross-site' })).toThrow(ForbiddenError);
    expect(() => assertFromCheckoutPage({ 'sec-fetch-site': 'same-site' })).toThrow(ForbiddenError);
    expect(() => assertFromCheckoutPage({ 'sec-fetch-site': 'none' })).toThrow(ForbiddenError);
  });
});
