import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countMatches } from '../db/count-query';
import { TransferRecipient } from '../db/transfer-recipient';
import { merchantRecipient, recipientView, type RecipientView } from '../shared/transfer-recipient-record';
import type { ListRecipientsQuery } from './contract';

export interface RecipientPage {
  data: RecipientView[];
  meta: { total: number; skipped: number; perPage: number; page: number; pageCount: number };
}

/** Bounds that sort before and after every ISO time. */
const earliest = '0000';
const latest = '9999';

/** `GET /transferrecipient`: newest first, `from`/`to` on their creation, paged by `perPage`/`page` with `meta`. */
export async function listRecipients(merchantId: string, query: ListRecipientsQuery): Promise<RecipientPage> {
  const from = query.from ? new Date(query.from).toISOString() : earliest;
  const to = query.to ? new Date(query.to).toISOString() : latest;
  const ranged = TransferRecipient.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to });
  const skipped = (query.page - 1) * query.perPage;
  const [total, { data }] = await Promise.all([
    countMatches(ranged.params<QueryCommandInput>({ order: 'desc' }), 'transferRecipient'),
    ranged.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  return {
    data: data.slice(skipped, skipped + query.perPage).map(recipientView),
    meta: { total, skipped, perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) },
  };
}

export async function fetchRecipient(merchantId: string, idOrCode: string): Promise<RecipientView> {
  return recipientView(await merchantRecipient(merchantId, idOrCode));
}
