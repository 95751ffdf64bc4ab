import { refundAmountProblem } from './naira-input';

describe('refund amounts typed in naira', () => {
  test('It should allow a refund above nothing and up to what is left', () => {
    expect(refundAmountProblem(null, 100)).toMatch(/Enter the amount/);
    expect(refundAmountProblem(0, 100)).toBe('The amount must be more than ₦0');
    expect(refundAmountProblem(50_001_00, 50_000_00)).toBe('At most ₦50,000 can still be refunded');
    expect(refundAmountProblem(50_000_00, 50_000_00)).toBeNull();
  });
});
