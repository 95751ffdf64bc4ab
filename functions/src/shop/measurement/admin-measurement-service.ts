import type * as z from '../../lib/zod';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { NotFoundError } from '../../lib/http/errors';
import { MeasurementSet } from '../db/measurement-set';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import type { Measurements, measurementsInput } from './contract';
import { notFound, replacement, toMeasurements } from './measurement-service';

type Input = z.output<typeof measurementsInput>;

async function currentSet(userId: string, id: string) {
  const { data } = await MeasurementSet.get({ userId, measurementId: id }).go({ consistent: true });
  if (!data) throw new NotFoundError(notFound);
  return data;
}

/**
 * `POST /admin/user/update-measurements`: an admin replaces a customer's set with the customer's own
 * rules (ranges, measures left out are removed); the change and its audit entry are one transaction.
 * The entry names the set and which measures changed, not the body's measures.
 */
export async function adminUpdateMeasurements(actorId: string, userId: string, id: string, input: Input): Promise<Measurements> {
  const current = await currentSet(userId, id);
  const { set, removed } = replacement(current, input);
  const changed = Object.keys(set).filter((field) => field !== 'name' && set[field as keyof Input] !== current[field as keyof Input]);
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => {
        const patch = writers.measurementSet.patch({ userId, measurementId: id }).set(set);
        return [
          (removed.length > 0 ? patch.remove(removed) : patch).where((attr, op) => op.exists(attr.measurementId)).commit(),
          auditWrite(writers, {
            actorId,
            entity: 'user',
            entityId: userId,
            action: 'update-measurements',
            before: { measurementId: id, name: current.name },
            after: { name: input.name, changed: [...changed, ...removed].join(' ') || 'none' },
          }),
        ];
      }),
    );
  } catch (error) {
    if (isTransactionCancelled(error)) throw new NotFoundError(notFound);
    throw error;
  }
  return toMeasurements({ userId, measurementId: id, createdAt: current.createdAt, ...input });
}

/** `POST /admin/user/delete-measurements`: the delete and its audit entry in one transaction. */
export async function adminDeleteMeasurements(actorId: string, userId: string, id: string): Promise<void> {
  const current = await currentSet(userId, id);
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.measurementSet.delete({ userId, measurementId: id }).where((attr, op) => op.exists(attr.measurementId)).commit(),
        auditWrite(writers, { actorId, entity: 'user', entityId: userId, action: 'delete-measurements', before: { measurementId: id, name: current.name } }),
      ]),
    );
  } catch (error) {
    if (isTransactionCancelled(error)) throw new NotFoundError(notFound);
    throw error;
  }
}
