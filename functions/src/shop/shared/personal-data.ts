import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { DeliveryDetails } from '../db/delivery-details';
import { IdempotencyRecord } from '../db/idempotency-record';
import { MeasurementSet } from '../db/measurement-set';
import { Notification } from '../db/notification';
import { TotpFactor } from '../db/totp-factor';
import { shopTables, type ShopWritePlan } from '../db/transaction';
import { User } from '../db/user';
import { deleteImages } from './image-store';
import { ownAvatarKey } from './image-url';
import { deleteProfile } from './profile-store';

interface PersonalDataKeys {
  details: { userId: string; deliveryDetailsId: string }[];
  sets: { userId: string; measurementId: string }[];
  records: { userId: string; scope: string; idempotencyKey: string }[];
  notifications: { userId: string; notificationId: string }[];
}

async function personalDataKeys(userId: string): Promise<PersonalDataKeys> {
  const query = { pages: 'all', consistent: true } as const;
  const [details, sets, records, notifications] = await Promise.all([
    DeliveryDetails.query.byUser({ userId }).go(query),
    MeasurementSet.query.byUser({ userId }).go(query),
    IdempotencyRecord.query.byKey({ userId }).go(query),
    Notification.query.byId({ userId }).go(query),
  ]);
  return {
    details: details.data.map((item) => ({ userId, deliveryDetailsId: item.deliveryDetailsId })),
    sets: sets.data.map((item) => ({ userId, measurementId: item.measurementId })),
    records: records.data.map((item) => ({ userId, scope: item.scope, idempotencyKey: item.idempotencyKey })),
    notifications: notifications.data.map((item) => ({ userId, notificationId: item.notificationId })),
  };
}

/**
 * Removes what the customer's partition holds besides the profile (Nigeria Data Protection Act): delivery
 * details, measurement sets, notifications, the authenticator factor and idempotency records (they hold copies
 * of added details and sets), in batches. Returns how many items a batch left behind, so the caller can stop
 * before the sign-in goes and let the customer retry.
 */
async function deleteInBatches(userId: string, keys: PersonalDataKeys): Promise<number> {
  const unprocessed = [
    ...(keys.details.length > 0 ? (await DeliveryDetails.delete(keys.details).go()).unprocessed : []),
    ...(keys.sets.length > 0 ? (await MeasurementSet.delete(keys.sets).go()).unprocessed : []),
    ...(keys.records.length > 0 ? (await IdempotencyRecord.delete(keys.records).go()).unprocessed : []),
    ...(keys.notifications.length > 0 ? (await Notification.delete(keys.notifications).go()).unprocessed : []),
  ];
  await TotpFactor.delete({ userId }).go({ response: 'none' });
  return unprocessed.length;
}

/** DynamoDB takes at most 100 writes a transaction; the profile, its counter and the caller's extras come too. */
const oneTransactionLimit = 90;

/**
 * Marks the profile as being deleted, with `extra` (an admin's audit entry) in the same transaction: from then on
 * every route treats the account as gone. Answers false when the profile is already gone; a profile marked by an
 * earlier try is left as it is (its audit entry was written then).
 */
async function markDeleting(userId: string, extra: ShopWritePlan): Promise<boolean> {
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.user
          .patch({ userId })
          .set({ deletingSince: new Date().toISOString() })
          .where((attr, op) => `${op.exists(attr.userId)} AND ${op.notExists(attr.deletingSince)}`)
          .commit(),
        ...extra(writers),
      ]),
    );
    return true;
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const { data } = await User.get({ userId }).go({ consistent: true, attributes: ['deletingSince'] });
    if (data && !data.deletingSince) throw error;
    return data !== null;
  }
}

/**
 * Deletes the customer's personal data and profile (the `users` counter with it), plus `extra` writes (an
 * admin's audit entry). A customer whose items fit one transaction, nearly all of them, loses everything in
 * that one transaction: nothing is ever half deleted. A larger account is first marked as being deleted (with
 * `extra`), which every route treats as gone; then its items go in batches and the profile last. A failure
 * part-way leaves the account marked, never half visible, and a retry finishes it. Throws when a batch left
 * items, before the profile goes. Answers false when the profile was already gone (a retry after the deletion).
 * The profile's uploaded avatar and its variants leave storage after the profile does.
 */
export async function deleteAccountData(userId: string, extra: ShopWritePlan = () => []): Promise<boolean> {
  const [keys, profile] = await Promise.all([personalDataKeys(userId), User.get({ userId }).go({ consistent: true, attributes: ['deletingSince', 'dp'] })]);
  const deleted = await deleteAccountItems(userId, keys, Boolean(profile.data?.deletingSince), extra);
  // The avatar (with its variants) once the profile that pointed at it is gone; best effort, logged if it stays.
  const avatar = deleted ? ownAvatarKey(userId, profile.data?.dp ?? '') : undefined;
  if (avatar) await deleteImages([avatar]);
  return deleted;
}

async function deleteAccountItems(userId: string, keys: PersonalDataKeys, resuming: boolean, extra: ShopWritePlan): Promise<boolean> {
  const count = keys.details.length + keys.sets.length + keys.records.length + keys.notifications.length + 1;
  // A deletion marked by an earlier try goes on in batches, even once what is left would fit one transaction.
  if (!resuming && count <= oneTransactionLimit) {
    return deleteProfile(userId, (writers) => [
      ...extra(writers),
      ...keys.details.map((key) => writers.deliveryDetails.delete(key).commit()),
      ...keys.sets.map((key) => writers.measurementSet.delete(key).commit()),
      ...keys.records.map((key) => writers.idempotencyRecord.delete(key).commit()),
      ...keys.notifications.map((key) => writers.notification.delete(key).commit()),
      writers.totpFactor.delete({ userId }).commit(),
    ]);
  }
  const marked = resuming || (await markDeleting(userId, extra));
  const left = await deleteInBatches(userId, keys);
  if (left > 0) throw new Error(`Deleting the account left ${left} items; try again`);
  return marked && deleteProfile(userId);
}
