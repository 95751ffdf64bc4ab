import { StatusBadge } from '../../../lib/status-badge';
import { statusWords, type TransferStatus } from '../api/transfer-types';

/** A transfer's status as a label in words (`otp` reads "awaiting OTP"). */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  return <StatusBadge status={statusWords(status)} />;
}
