import { randomInt } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StackState } from '../../infra/local/stack-state';
import type { Product } from '../../functions/src/shop/product/contract';
import { createMerchant } from '../e2e/pay-fixtures/merchants';
import { benchDocumentClient, isTransactionCancelled, loadApi, loadRaw, type LatencyFigure, type LoadShape } from './load-runner';

const shape: LoadShape = { connections: 10, durationSeconds: 10 };

export interface RouteLoad {
  connections: number;
  durationSeconds: number;
  api: LatencyFigure;
  raw: LatencyFigure;
  note: string;
}

/**
 * The product panel's read, `GET /api/v1/product/{id}`, under load, next to the GetItem it performs, sent
 * straight to DynamoDB Local with the same concurrency and duration.
 */
export async function measureProductPanel(state: StackState): Promise<RouteLoad> {
  const listing = (await (await fetch(`${state.shopUrl}/api/v1/product/fetch-all-products?limit=1`)).json()) as { data?: Product[] };
  const id = listing.data?.[0]?.id;
  if (!id) throw new Error('The bench stack has no product to open');
  const api = await loadApi({ ...shape, url: `${state.shopUrl}/api/v1/product/${encodeURIComponent(id)}` });
  process.env.TABLE_NAME = state.tables.shop;
  const { Product: ProductEntity } = await import('../../functions/src/shop/db/product');
  const client = benchDocumentClient(state);
  const params = ProductEntity.get({ id }).params() as ConstructorParameters<typeof GetCommand>[0];
  const raw = await loadRaw(shape, () => client.send(new GetCommand(params)));
  return { ...shape, api, raw, note: 'API: gateway → handler → one GetItem → product view. Raw: that GetItem alone.' };
}

/**
 * Pay's `POST /checkout/request_inline` (what the pop-up script calls to start a checkout) under load, each
 * request with its own amount so that each creates a transaction, next to the TransactWriteItems that
 * creates one (the transaction and its reference claim) sent straight to DynamoDB Local.
 */
export async function measureRequestInline(state: StackState, data: string): Promise<RouteLoad> {
  const merchant = await createMerchant('Bench Inline', [], data);
  const body = () => JSON.stringify({ key: merchant.publicKey, email: 'bench-inline@example.com', amount: randomInt(100_000, 100_000_000) });
  const api = await loadApi({ ...shape, url: `${state.payUrl}/checkout/request_inline`, method: 'POST', headers: { 'content-type': 'application/json' }, body });

  process.env.TABLE_NAME = state.tables.pay;
  const { payService } = await import('../../functions/src/pay/db/pay-service');
  const { newAccessCode, newReference, newTransactionId } = await import('../../functions/src/pay/transaction/transaction-ids');
  const client = benchDocumentClient(state);
  const transactionFor = (): ConstructorParameters<typeof TransactWriteCommand>[0] => {
    const transactionId = newTransactionId();
    const reference = newReference();
    const item = {
      transactionId,
      merchantId: 'bench-raw-merchant',
      reference,
      accessCode: newAccessCode(),
      email: 'bench-inline@example.com',
      amount: randomInt(100_000, 100_000_000),
      currency: 'NGN',
      status: 'pending' as const,
      channels: ['card', 'bank_transfer'],
      callbackUrl: '',
      metadata: '',
      label: '',
      firstName: '',
      lastName: '',
      phone: '',
      parametersHash: `bench:${transactionId}`,
      source: 'inline' as const,
      createdAt: new Date().toISOString(),
      attempts: 0,
    };
    // The params are the TransactItems the SDK takes.
    return payService.transaction
      .write(({ transaction, transactionReference }) => [
        transaction.create(item).commit(),
        transactionReference.create({ merchantId: item.merchantId, reference, transactionId }).commit(),
      ])
      .params() as ConstructorParameters<typeof TransactWriteCommand>[0];
  };
  const raw = await loadRaw(shape, () => client.send(new TransactWriteCommand(transactionFor())), isTransactionCancelled);
  return {
    ...shape,
    api,
    raw,
    note:
      'API: gateway → merchant by public key (Query) → earlier transactions with the same parameters (Query) → the '
      + 'transaction and its reference (TransactWriteItems) → read back (GetItem) → saved cards (Query) → init data. '
      + 'Raw: that TransactWriteItems alone.',
  };
}
