import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countMatches } from '../db/count-query';
import { Transfer } from '../db/transfer';
import { merchantRecipient } from '../shared/transfer-recipient-record';
import type { ListTransfersQuery } from './contract';
import { transferView, type TransferView } from './transfer-view';

export interface TransferPage {
  data: TransferView[];
  meta: { total: number; skipped: number; perPage: number; page: number; pageCount: number };
}

/** Bounds that sort before and after every ISO time. */
const earliest = '0000';
const latest = '9999';

/**
 * `GET /transfer`: the merchant's transfers newest first (by-merchant index), or one recipient's (by-recipient
 * index) when `recipient` names one of the merchant's, within `from`/`to`; paged by `perPage`/`page` with `meta`.
 */
export async function listTransfers(merchantId: string, query: ListTransfersQuery): Promise<TransferPage> {
  const from = query.from ? new Date(query.from).toISOString() : earliest;
  const to = query.to ? new Date(query.to).toISOString() : latest;
  const skipped = (query.page - 1) * query.perPage;
  const recipientCode = query.recipient === undefined ? undefined : (await merchantRecipient(merchantId, query.recipient)).recipientCode;
  const ranged =
    recipientCode === undefined
      ? Transfer.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to })
      : Transfer.query.byRecipient({ recipientCode }).between({ createdAt: from }, { createdAt: to });
  const [total, { data }] = await Promise.all([
    countMatches(ranged.params<QueryCommandInput>({ order: 'desc' }), 'transfer'),
    ranged.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  return {
    data: data.slice(skipped, skipped + query.perPage).map(transferView),
    meta: { total, skipped, perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) },
  };
}
