import { createHash } from 'node:crypto';
import { merchantNet, transferDebit, type CreditFacts, type DebitFacts } from './balance-arithmetic';

/**
 * `GET /balance/ledger`: every move of the merchant's balance, in Paystack's shape, derived from the same facts
 * as the balance (`balance-arithmetic.ts`), so the newest entry's `balance` is what `GET /balance` answers:
 *
 * - a successful transaction credits its merchant net (its `main` share net of fees when split), at `paidAt`;
 * - a refund not failed debits its amount, when it was asked for;
 * - a transfer not failed debits its amount and fee, when it was made.
 *
 * A failed refund or transfer gave its amount back, so it is not in the ledger (as it is not in the balance).
 * Pure: no I/O.
 */

export type LedgerModel = 'Transaction' | 'Refund' | 'Transfer';

/** One move before the running balance is known. */
export interface LedgerMove {
  model: LedgerModel;
  row: number;
  currency: string;
  difference: number;
  reason: string;
  at: string;
}

export interface LedgerEntry {
  integration: number | string;
  domain: string;
  balance: number;
  currency: string;
  difference: number;
  reason: string;
  model_responsible: LedgerModel;
  model_row: number;
  id: number;
  createdAt: string;
  updatedAt: string;
}

export function creditMove(transaction: CreditFacts & { transactionId: number; reference: string; paidAt?: string | undefined; createdAt: string }): LedgerMove | undefined {
  if (transaction.status !== 'success') return undefined;
  return { model: 'Transaction', row: transaction.transactionId, currency: transaction.currency, difference: merchantNet(transaction), reason: `Payment ${transaction.reference}`, at: transaction.paidAt ?? transaction.createdAt };
}

export function refundMove(refund: { refundId: number; status: string; amount: number; currency: string; transactionReference: string; createdAt: string }): LedgerMove | undefined {
  if (refund.status === 'failed') return undefined;
  return { model: 'Refund', row: refund.refundId, currency: refund.currency, difference: -refund.amount, reason: `Refund of ${refund.transactionReference}`, at: refund.createdAt };
}

export function transferMove(transfer: DebitFacts & { transferId: number; transferCode: string; currency: string; recipientName: string; createdAt: string }): LedgerMove | undefined {
  const debit = transferDebit(transfer);
  if (debit === 0) return undefined;
  return { model: 'Transfer', row: transfer.transferId, currency: transfer.currency, difference: -debit, reason: `Transfer ${transfer.transferCode} to ${transfer.recipientName}`, at: transfer.createdAt };
}

/** A stable numeric id per move (its model and row), as Paystack's entries have. */
export function ledgerEntryId(model: LedgerModel, row: number): number {
  return Number.parseInt(createHash('sha256').update(`${model}:${row}`).digest('hex').slice(0, 12), 16);
}

/**
 * The moves as ledger entries, newest first, each with the balance of its currency just after it (the moves
 * replayed oldest first; ties broken by model and row, so the order is the same on every read).
 */
export function ledgerEntries(moves: readonly LedgerMove[], merchant: { integration: number | string; domain: string }): LedgerEntry[] {
  const ordered = [...moves].sort((a, b) => a.at.localeCompare(b.at) || a.model.localeCompare(b.model) || a.row - b.row);
  const balances = new Map<string, number>();
  const entries = ordered.map((move): LedgerEntry => {
    const balance = (balances.get(move.currency) ?? 0) + move.difference;
    balances.set(move.currency, balance);
    return {
      integration: merchant.integration,
      domain: merchant.domain,
      balance,
      currency: move.currency,
      difference: move.difference,
      reason: move.reason,
      model_responsible: move.model,
      model_row: move.row,
      id: ledgerEntryId(move.model, move.row),
      createdAt: move.at,
      updatedAt: move.at,
    };
  });
  return entries.reverse();
}
