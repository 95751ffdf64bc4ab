import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countMatches } from '../db/count-query';
import { TransferRecipient } from '../db/transfer-recipient';
import { createdRange, pageOf, type PageMeta } from '../shared/paging';
import { merchantRecipient, recipientView, type RecipientView } from '../shared/transfer-recipient-record';
import type { ListRecipientsQuery } from './contract';

/** `GET /transferrecipient`: newest first, `from`/`to` on their creation, paged by `perPage`/`page` with `meta`. */
export async function listRecipients(merchantId: string, query: ListRecipientsQuery): Promise<{ data: RecipientView[]; meta: PageMeta }> {
  const { from, to } = createdRange(query);
  const ranged = TransferRecipient.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to });
  return pageOf(
    query,
    {
      total: () => countMatches(ranged.params<QueryCommandInput>({ order: 'desc' }), 'transferRecipient'),
      items: async (count) => (await ranged.go({ order: 'desc', count, pages: 'all' })).data,
    },
    recipientView,
  );
}

export async function fetchRecipient(merchantId: string, idOrCode: string): Promise<RecipientView> {
  return recipientView(await merchantRecipient(merchantId, idOrCode));
}
