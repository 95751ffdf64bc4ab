import { BadRequestError } from '../../lib/http/errors';
import type { TransactionItem } from '../db/transaction';

/**
 * How much of `transaction` may still be refunded, and the amount this request asks for: the body's, or all
 * that is left. Refused with a 400 that names what is left when the request cannot fit.
 */
export function refundableAmount(transaction: Pick<TransactionItem, 'status' | 'amount' | 'refundReserved'>, requested: number | undefined): number {
  if (transaction.status !== 'success') throw new BadRequestError('Transaction has not been paid: only a successful transaction can be refunded');
  const remaining = transaction.amount - (transaction.refundReserved ?? 0);
  if (remaining <= 0) throw new BadRequestError('Transaction has been fully refunded: 0 kobo remaining');
  const amount = requested ?? remaining;
  if (amount > remaining) {
    throw new BadRequestError(`Refund amount cannot be more than what is still refundable: ${remaining} kobo remaining`, [
      { path: 'amount', message: `at most ${remaining} kobo` },
    ]);
  }
  return amount;
}
