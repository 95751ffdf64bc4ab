import { isConditionFailure } from '../../lib/db/condition-failure';
import type { CheckoutStatus } from '../checkout/contract';
import { Transaction } from '../db/transaction';
import { transactionByAccessCode } from '../transaction/transaction-lookup';
import { alreadyPaid } from './settlement';

/** What the page polls: the status only. A reported transfer is confirmed by Pay's server, not by this poll. */
export async function checkoutStatus(accessCode: string): Promise<CheckoutStatus> {
  const transaction = await transactionByAccessCode(accessCode);
  return { status: transaction.status, reference: transaction.reference };
}

/** The customer closed the checkout: a pending transaction becomes abandoned (it can be resumed). */
export async function cancelCheckout(accessCode: string): Promise<CheckoutStatus> {
  const transaction = await transactionByAccessCode(accessCode);
  if (transaction.status === 'success') throw alreadyPaid();
  if (transaction.status === 'pending' || transaction.status === 'failed') {
    try {
      await Transaction.patch({ transactionId: transaction.transactionId })
        .set({ status: 'abandoned' })
        .where(({ status }, { ne }) => ne(status, 'success'))
        .go();
    } catch (error) {
      throw isConditionFailure(error) ? alreadyPaid() : error;
    }
  }
  return { status: 'abandoned', reference: transaction.reference };
}
