import { DeliveryDetails } from '../db/delivery-details';
import { IdempotencyRecord } from '../db/idempotency-record';
import { MeasurementSet } from '../db/measurement-set';
import { Notification } from '../db/notification';
import { TotpFactor } from '../db/totp-factor';
import type { ShopWritePlan } from '../db/transaction';
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
 * Deletes the customer's personal data and profile (the `users` counter with it), plus `extra` writes (an
 * admin's audit entry). A customer whose items fit one transaction, nearly all of them, loses everything in
 * that one transaction: nothing is ever half deleted. A larger partition goes in batches first, then the
 * profile, and a retry finishes what a failure left. Throws when a batch left items, before the profile goes.
 * Answers false when the profile was already gone (a retry after the deletion).
 */
export async function deleteAccountData(userId: string, extra: ShopWritePlan = () => []): Promise<boolean> {
  const keys = await personalDataKeys(userId);
  const count = keys.details.length + keys.sets.length + keys.records.length + keys.notifications.length + 1;
  if (count <= oneTransactionLimit) {
    return deleteProfile(userId, (writers) => [
      ...extra(writers),
      ...keys.details.map((key) => writers.deliveryDetails.delete(key).commit()),
      ...keys.sets.map((key) => writers.measurementSet.delete(key).commit()),
      ...keys.records.map((key) => writers.idempotencyRecord.delete(key).commit()),
      ...keys.notifications.map((key) => writers.notification.delete(key).commit()),
      writers.totpFactor.delete({ userId }).commit(),
    ]);
  }
  const left = await deleteInBatches(userId, keys);
  if (left > 0) throw new Error(`Deleting the account left ${left} items; try again`);
  return deleteProfile(userId, extra);
}
