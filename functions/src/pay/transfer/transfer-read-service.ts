import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countMatches } from '../db/count-query';
import { Transfer, type TransferStatus } from '../db/transfer';
import { createdRange, pageOf, type PageMeta } from '../shared/paging';
import { merchantRecipient } from '../shared/transfer-recipient-record';
import type { ListTransfersQuery } from './contract';
import { transferView, type ShownTransferStatus, type TransferView } from './transfer-view';

/**
 * `GET /transfer`: the merchant's transfers newest first (by-merchant index), or one recipient's (by-recipient
 * index) when `recipient` names one of the merchant's, within `from`/`to`; paged by `perPage`/`page` with `meta`.
 * The dashboard's list may also ask for one `status` as merchants see it (`pending` includes the processor's lease).
 */
export async function listTransfers(merchantId: string, query: ListTransfersQuery & { status?: ShownTransferStatus | undefined }): Promise<{ data: TransferView[]; meta: PageMeta }> {
  const { from, to } = createdRange(query);
  const recipientCode = query.recipient === undefined ? undefined : (await merchantRecipient(merchantId, query.recipient)).recipientCode;
  const inRange =
    recipientCode === undefined
      ? Transfer.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to })
      : Transfer.query.byRecipient({ recipientCode }).between({ createdAt: from }, { createdAt: to });
  const wanted = query.status;
  const stored: TransferStatus[] = wanted === 'pending' ? ['pending', 'processing'] : wanted === undefined ? [] : [wanted];
  const ranged = stored.length === 0 ? inRange : inRange.where(({ status }, { eq }) => stored.map((value) => eq(status, value)).join(' OR '));
  return pageOf(
    query,
    {
      total: () => countMatches(ranged.params<QueryCommandInput>({ order: 'desc' }), 'transfer'),
      items: async (count) => (await ranged.go({ order: 'desc', count, pages: 'all' })).data,
    },
    transferView,
  );
}
