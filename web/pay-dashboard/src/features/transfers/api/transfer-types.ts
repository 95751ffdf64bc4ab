/** A transfer recipient as Pay's API shows it (the fields the dashboard reads). */
export interface Recipient {
  id: number;
  recipient_code: string;
  type: string;
  name: string;
  currency: string;
  active: boolean;
  details: { account_number: string; account_name: string; bank_code: string; bank_name: string };
  createdAt: string;
}

export type TransferStatus = 'otp' | 'pending' | 'success' | 'failed';

/** A transfer as the list and detail show it (the recipient as it was when the transfer was made). */
export interface Transfer {
  id: number;
  transfer_code: string;
  reference: string;
  amount: number;
  fee_charged: number;
  currency: string;
  reason: string | null;
  status: TransferStatus;
  failures: string | null;
  transferred_at: string | null;
  createdAt: string;
  updatedAt: string;
  recipient: { id: number; recipient_code: string; name: string; details: { account_number: string; account_name: string; bank_name: string } };
}

/** What `POST /transfers` and the OTP step answer: the recipient by id. */
export type CreatedTransfer = Omit<Transfer, 'recipient'> & { recipient: number };

/** The list's filters, as the API's query names them. */
export interface TransferFilter {
  status?: TransferStatus;
  page?: number;
  perPage?: number;
}

export const transferStatuses: readonly TransferStatus[] = ['otp', 'pending', 'success', 'failed'];

/** A status in words: `otp` is a transfer waiting for its OTP. */
export const statusWords = (status: TransferStatus) => (status === 'otp' ? 'awaiting OTP' : status);
