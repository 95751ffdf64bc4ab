import { mainParty, type Share } from './split-arithmetic';

/** A shared transaction's facts `fees_split` is made of (`db/transaction.ts`). Pure. */
export interface SharedTransaction {
  fees?: number | undefined;
  bearer?: string | undefined;
  transactionCharge?: number | undefined;
  shares?: Share[] | undefined;
}

export interface FeesSplit {
  paystack: number;
  integration: number;
  subaccount: number;
  params: { bearer: string; transaction_charge: string; percentage_charge: string };
  /** Pay's addition: every party's part (kobo): `main` is the merchant. */
  shares: Share[];
}

/**
 * Paystack's `fees_split` for a transaction that was shared: the fees (`paystack`), what the merchant nets
 * (`integration`) and what the subaccounts net (`subaccount`), with the parameters that decided it. Null when
 * the transaction was not shared.
 */
export function feesSplitOf(transaction: SharedTransaction, percentageCharge?: number): FeesSplit | null {
  const { shares } = transaction;
  if (!shares || shares.length === 0) return null;
  const net = (share: Share) => share.amount - share.fees;
  const main = shares.find((share) => share.party === mainParty);
  return {
    paystack: transaction.fees ?? shares.reduce((sum, share) => sum + share.fees, 0),
    integration: main ? net(main) : 0,
    subaccount: shares.filter((share) => share.party !== mainParty).reduce((sum, share) => sum + net(share), 0),
    params: {
      bearer: transaction.bearer ?? 'account',
      transaction_charge: transaction.transactionCharge === undefined ? '' : String(transaction.transactionCharge),
      percentage_charge: percentageCharge === undefined ? '' : String(percentageCharge),
    },
    shares,
  };
}

