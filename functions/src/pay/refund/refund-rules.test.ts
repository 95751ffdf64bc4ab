import { HttpError } from '../../lib/http/errors';
import { refundableAmount } from './refund-rules';

const paid = { status: 'success' as const, amount: 250000 };

function refusal(work: () => unknown): { status: number; message: string } | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
}

describe('how much of a transaction may be refunded', () => {
  test('It should default to everything still refundable, and take a smaller amount as asked', () => {
    expect(refundableAmount(paid, undefined)).toBe(250000);
    expect(refundableAmount({ ...paid, refundReserved: 100000 }, undefined)).toBe(150000);
    expect(refundableAmount({ ...paid, refundReserved: 100000 }, 150000)).toBe(150000);
    expect(refundableAmount({ ...paid, refundReserved: 0 }, 1)).toBe(1);
  });

  test('It should refuse more than what is left with a 400 that names the kobo remaining', () => {
    expect(refusal(() => refundableAmount({ ...paid, refundReserved: 100000 }, 150001))).toEqual({
      status: 400,
      message: 'Refund amount cannot be more than what is still refundable: 150000 kobo remaining',
    });
    expect(refusal(() => refundableAmount(paid, 250001))?.message).toContain('250000 kobo remaining');
    expect(refusal(() => refundableAmount({ ...paid, refundReserved: 250000 }, undefined))).toEqual({ status: 400, message: 'Transaction has been fully refunded: 0 kobo remaining' });
  });

  test('It should refuse a transaction that was not paid', () => {
    for (const status of ['pending', 'failed', 'abandoned'] as const) {
      expect(refusal(() => refundableAmount({ ...paid, status }, 100))).toEqual({ status: 400, message: 'Transaction has not been paid: only a successful transaction can be refunded' });
    }
  });
});
