import type * as z from '../../lib/zod';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite, type WriteTransaction } from '../../lib/db/transact';
import { newId } from '../../lib/ids/ids';
import { DeliveryDetails, type DeliveryDetailsItem } from '../db/delivery-details';
import { shopTables, type ShopWrite, type ShopWriters } from '../db/transaction';
import { assertAccountExists } from '../shared/account-guard';
import { writeOnce } from '../shared/idempotency-service';
import type { DeliveryDetails as DeliveryDetailsView, deliveryDetailsInput } from './contract';
import { defaultChanges, settleDefaults, type DefaultCandidate } from './default-delivery-details';

type Input = z.output<typeof deliveryDetailsInput>;
const maxDeliveryDetails = 20;
const notFound = 'Delivery details not found';
const changedMeanwhile = 'Your addresses changed at the same time in another window; please try again';

export function toDeliveryDetails(item: DeliveryDetailsItem): DeliveryDetailsView {
  return {
    id: item.deliveryDetailsId,
    name: item.name,
    phone: item.phone,
    address: item.address,
    country: item.country,
    state: item.state,
    city: item.city,
    default: item.default,
  };
}

async function loadAll(userId: string): Promise<DeliveryDetailsItem[]> {
  const { data } = await DeliveryDetails.query.byUser({ userId }).go({ pages: 'all', consistent: true });
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The caller's delivery details, oldest first. */
export async function listDeliveryDetails(userId: string): Promise<DeliveryDetailsView[]> {
  return (await loadAll(userId)).map(toDeliveryDetails);
}

function candidate(item: DeliveryDetailsItem): DefaultCandidate {
  return { id: item.deliveryDetailsId, default: item.default, createdAt: item.createdAt };
}

/** Flag flips for delivery details other than `skip`, each guarded so a concurrently deleted one fails the transaction. */
function flagWrites(writers: ShopWriters, userId: string, changes: { id: string; default: boolean }[], skip: string): ShopWrite[] {
  return changes
    .filter((change) => change.id !== skip)
    .map((change) => writers.deliveryDetails.patch({ userId, deliveryDetailsId: change.id }).set({ default: change.default }).commit());
}

/**
 * Writes an address change whose transaction a concurrent change can cancel (the same address deleted twice
 * at once, a default flag flipped on an address deleted meanwhile): 404 when `id` is gone by then, else 409.
 */
async function writeAddresses(userId: string, id: string, transaction: WriteTransaction): Promise<void> {
  try {
    await transactWrite(transaction);
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const { data } = await DeliveryDetails.get({ userId, deliveryDetailsId: id }).go({ consistent: true });
    throw data ? new ConflictError(changedMeanwhile) : new NotFoundError(notFound);
  }
}

export async function addDeliveryDetails(userId: string, input: Input, idempotencyKey: string | undefined): Promise<DeliveryDetailsView> {
  try {
    return await addOnce(userId, input, idempotencyKey);
  } catch (error) {
    // The new address's flag flips were cancelled by a concurrent change to another address.
    throw isTransactionCancelled(error) ? new ConflictError(changedMeanwhile) : error;
  }
}

function addOnce(userId: string, input: Input, idempotencyKey: string | undefined): Promise<DeliveryDetailsView> {
  return writeOnce(userId, 'add-delivery-details', idempotencyKey, async () => {
    await assertAccountExists(userId);
    const existing = await loadAll(userId);
    if (existing.length >= maxDeliveryDetails) throw new ConflictError(`You can keep at most ${maxDeliveryDetails} addresses; delete one first`);
    const id = newId();
    const createdAt = new Date().toISOString();
    const candidates = [...existing.map(candidate), { id, default: false, createdAt }];
    const settled = settleDefaults(candidates, input.default ? { preferred: id } : {});
    const item = { userId, deliveryDetailsId: id, ...input, default: settled.get(id) === true, createdAt };
    return {
      writes: (writers) => [writers.deliveryDetails.create(item).commit(), ...flagWrites(writers, userId, defaultChanges(candidates, settled), id)],
      result: toDeliveryDetails(item),
    };
  });
}

export async function updateDeliveryDetails(userId: string, id: string, input: Input): Promise<DeliveryDetailsView> {
  const existing = await loadAll(userId);
  const current = existing.find((item) => item.deliveryDetailsId === id);
  if (!current) throw new NotFoundError(notFound);
  const candidates = existing.map((item) => (item.deliveryDetailsId === id ? { ...candidate(item), default: input.default } : candidate(item)));
  const settled = settleDefaults(candidates, input.default ? { preferred: id } : { avoid: id });
  const fields = { ...input, default: settled.get(id) === true };
  const changes = defaultChanges(existing.map(candidate), settled);
  await writeAddresses(
    userId,
    id,
    shopTables.transaction.write((writers) => [
      writers.deliveryDetails.patch({ userId, deliveryDetailsId: id }).set(fields).commit(),
      ...flagWrites(writers, userId, changes, id),
    ]),
  );
  return toDeliveryDetails({ ...current, ...fields });
}

export async function deleteDeliveryDetails(userId: string, id: string): Promise<void> {
  const existing = await loadAll(userId);
  if (!existing.some((item) => item.deliveryDetailsId === id)) throw new NotFoundError(notFound);
  const rest = existing.filter((item) => item.deliveryDetailsId !== id).map(candidate);
  const changes = defaultChanges(rest, settleDefaults(rest));
  await writeAddresses(
    userId,
    id,
    shopTables.transaction.write((writers) => [
      writers.deliveryDetails.delete({ userId, deliveryDetailsId: id }).where((attr, op) => op.exists(attr.deliveryDetailsId)).commit(),
      ...flagWrites(writers, userId, changes, id),
    ]),
  );
}
