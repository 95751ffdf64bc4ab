import type * as z from '../../lib/zod';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { newId } from '../../lib/ids/ids';
import { MeasurementSet, type MeasurementSetItem } from '../db/measurement-set';
import { measureNames, type MeasureName } from '../domain/measures';
import type { Measurements, measurementsInput } from './contract';
import { assertAccountExists } from '../shared/account-guard';
import { writeOnce } from '../shared/idempotency-service';

type Input = z.output<typeof measurementsInput>;
const maxSets = 20;
export const notFound = 'Measurement not found';

export function toMeasurements(item: MeasurementSetItem): Measurements {
  const out: Measurements = { id: item.measurementId, name: item.name };
  for (const field of measureNames) {
    const value = item[field];
    if (typeof value === 'number') out[field] = value;
  }
  return out;
}

async function loadAll(userId: string): Promise<MeasurementSetItem[]> {
  const { data } = await MeasurementSet.query.byUser({ userId }).go({ pages: 'all', consistent: true });
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The caller's measurement sets, oldest first. */
export async function listMeasurements(userId: string): Promise<Measurements[]> {
  return (await loadAll(userId)).map(toMeasurements);
}

export async function addMeasurements(userId: string, input: Input, idempotencyKey: string | undefined): Promise<Measurements> {
  return writeOnce(userId, 'add-measurements', idempotencyKey, async () => {
    await assertAccountExists(userId);
    const existing = await loadAll(userId);
    if (existing.length >= maxSets) throw new ConflictError(`You can keep at most ${maxSets} measurement sets; delete one first`);
    const item = { userId, measurementId: newId(), ...input, createdAt: new Date().toISOString() };
    return { writes: (writers) => [writers.measurementSet.create(item).commit()], result: toMeasurements(item) };
  });
}

/** What replacing `current` by `input` sets and removes: measures left out of the update are removed. */
export function replacement(current: MeasurementSetItem, input: Input): { set: Partial<Input>; removed: MeasureName[] } {
  const set = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return { set, removed: measureNames.filter((field) => input[field] === undefined && current[field] !== undefined) };
}

/** Replaces a set: measures left out of the update are removed. */
export async function updateMeasurements(userId: string, id: string, input: Input): Promise<Measurements> {
  const { data: current } = await MeasurementSet.get({ userId, measurementId: id }).go({ consistent: true });
  if (!current) throw new NotFoundError(notFound);
  const { set, removed } = replacement(current, input);
  try {
    const patch = MeasurementSet.patch({ userId, measurementId: id }).set(set);
    await (removed.length > 0 ? patch.remove(removed) : patch).go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(notFound);
    throw error;
  }
  return toMeasurements({ userId, measurementId: id, createdAt: current.createdAt, ...input });
}

export async function deleteMeasurements(userId: string, id: string): Promise<void> {
  try {
    await MeasurementSet.delete({ userId, measurementId: id })
      .where((attr, op) => op.exists(attr.measurementId))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(notFound);
    throw error;
  }
}
