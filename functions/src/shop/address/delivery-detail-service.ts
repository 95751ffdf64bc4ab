import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { transactWrite, type WriteParams } from '../../lib/db/transact';
import { newId } from '../../lib/ids/ids';
import { DeliveryDetail, type DeliveryDetailItem } from '../db/delivery-detail';
import type { DeliveryDetails, deliveryDetailsInput } from '../user/contract';
import { assertAccountExists } from '../user/account-guard';
import { writeOnce } from '../user/idempotency-service';
import { defaultChanges, settleDefaults, type DefaultCandidate } from './default-address';

type Input = z.output<typeof deliveryDetailsInput>;
const maxAddresses = 20;
const notFound = 'Delivery details not found';

export function toDeliveryDetails(item: DeliveryDetailItem): DeliveryDetails {
  return {
    id: item.deliveryDetailId,
    name: item.name,
    phone: item.phone,
    address: item.address,
    country: item.country,
    state: item.state,
    city: item.city,
    default: item.isDefault,
  };
}

async function loadAll(userId: string): Promise<DeliveryDetailItem[]> {
  const { data } = await DeliveryDetail.query.byUser({ userId }).go({ pages: 'all', consistent: true });
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The caller's addresses, oldest first. */
export async function listDeliveryDetails(userId: string): Promise<DeliveryDetails[]> {
  return (await loadAll(userId)).map(toDeliveryDetails);
}

function candidate(item: DeliveryDetailItem): DefaultCandidate {
  return { id: item.deliveryDetailId, isDefault: item.isDefault, createdAt: item.createdAt };
}

/** Flag flips for addresses other than `skip`, each guarded so a concurrently deleted address fails the transaction. */
function flagWrites(userId: string, changes: { id: string; isDefault: boolean }[], skip: string): WriteParams[] {
  return changes
    .filter((change) => change.id !== skip)
    .map((change) => DeliveryDetail.patch({ userId, deliveryDetailId: change.id }).set({ isDefault: change.isDefault }).params() as WriteParams);
}

export async function addDeliveryDetails(userId: string, input: Input, idempotencyKey: string | undefined): Promise<DeliveryDetails> {
  return writeOnce(userId, 'add-delivery-details', idempotencyKey, async () => {
    await assertAccountExists(userId);
    const existing = await loadAll(userId);
    if (existing.length >= maxAddresses) throw new ConflictError(`You can keep at most ${maxAddresses} addresses; delete one first`);
    const id = newId();
    const createdAt = new Date().toISOString();
    const candidates = [...existing.map(candidate), { id, isDefault: false, createdAt }];
    const settled = settleDefaults(candidates, input.default ? { preferred: id } : {});
    const { default: _wanted, ...fields } = input;
    const item = { userId, deliveryDetailId: id, ...fields, isDefault: settled.get(id) === true, createdAt };
    return {
      writes: [DeliveryDetail.create(item).params() as WriteParams, ...flagWrites(userId, defaultChanges(candidates, settled), id)],
      result: toDeliveryDetails(item),
    };
  });
}

export async function updateDeliveryDetails(userId: string, id: string, input: Input): Promise<DeliveryDetails> {
  const existing = await loadAll(userId);
  const current = existing.find((item) => item.deliveryDetailId === id);
  if (!current) throw new NotFoundError(notFound);
  const candidates = existing.map((item) => (item.deliveryDetailId === id ? { ...candidate(item), isDefault: input.default } : candidate(item)));
  const settled = settleDefaults(candidates, input.default ? { preferred: id } : { avoid: id });
  const { default: _wanted, ...fields } = input;
  const isDefault = settled.get(id) === true;
  const changes = defaultChanges(existing.map(candidate), settled);
  await transactWrite([
    DeliveryDetail.patch({ userId, deliveryDetailId: id }).set({ ...fields, isDefault }).params() as WriteParams,
    ...flagWrites(userId, changes, id),
  ]);
  return toDeliveryDetails({ ...current, ...fields, isDefault });
}

export async function deleteDeliveryDetails(userId: string, id: string): Promise<void> {
  const existing = await loadAll(userId);
  if (!existing.some((item) => item.deliveryDetailId === id)) throw new NotFoundError(notFound);
  const rest = existing.filter((item) => item.deliveryDetailId !== id).map(candidate);
  const changes = defaultChanges(rest, settleDefaults(rest));
  await transactWrite([
    DeliveryDetail.delete({ userId, deliveryDetailId: id }).where((attr, op) => op.exists(attr.deliveryDetailId)).params() as WriteParams,
    ...flagWrites(userId, changes, id),
  ]);
}

/** Every address of the user, for account deletion. */
export async function deliveryDetailKeys(userId: string): Promise<{ userId: string; deliveryDetailId: string }[]> {
  return (await loadAll(userId)).map((item) => ({ userId, deliveryDetailId: item.deliveryDetailId }));
}
