import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countMatches } from '../db/count-query';
import { Transfer } from '../db/transfer';
import { createdRange, pageOf, type PageMeta } from '../shared/paging';
import { merchantRecipient } from '../shared/transfer-recipient-record';
import type { ListTransfersQuery } from './contract';
import { transferView, type TransferView } from './transfer-view';

/**
 * `GET /transfer`: the merchant's transfers newest first (by-merchant index), or one recipient's (by-recipient
 * index) when `recipient` names one of the merchant's, within `from`/`to`; paged by `perPage`/`page` with `meta`.
 */
export async function listTransfers(merchantId: string, query: ListTransfersQuery): Promise<{ data: TransferView[]; meta: PageMeta }> {
  const { from, to } = createdRange(query);
  const recipientCode = query.recipient === undefined ? undefined : (await merchantRecipient(merchantId, query.recipient)).recipientCode;
  const ranged =
    recipientCode === undefined
      ? Transfer.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to })
      : Transfer.query.byRecipient({ recipientCode }).between({ createdAt: from }, { createdAt: to });
  return pageOf(
    query,
    {
      total: () => countMatches(ranged.params<QueryCommandInput>({ order: 'desc' }), 'transfer'),
      items: async (count) => (await ranged.go({ order: 'desc', count, pages: 'all' })).data,
    },
    transferView,
  );
}
