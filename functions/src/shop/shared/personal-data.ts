import { DeliveryDetails } from '../db/delivery-details';
import { IdempotencyRecord } from '../db/idempotency-record';
import { MeasurementSet } from '../db/measurement-set';
import { Notification } from '../db/notification';
import { TotpFactor } from '../db/totp-factor';

/**
 * Removes what the customer's partition holds besides the profile (Nigeria Data Protection Act): delivery
 * details, measurement sets, notifications, the authenticator factor and idempotency records (they hold copies of added details and sets). Returns
 * how many items a batch left behind, so the caller can stop before the sign-in goes and let the customer retry.
 */
export async function deletePersonalData(userId: string): Promise<number> {
  const query = { pages: 'all', consistent: true } as const;
  const [details, sets, records, notifications] = await Promise.all([
    DeliveryDetails.query.byUser({ userId }).go(query),
    MeasurementSet.query.byUser({ userId }).go(query),
    IdempotencyRecord.query.byKey({ userId }).go(query),
    Notification.query.byId({ userId }).go(query),
  ]);
  const detailKeys = details.data.map((item) => ({ userId, deliveryDetailsId: item.deliveryDetailsId }));
  const setKeys = sets.data.map((item) => ({ userId, measurementId: item.measurementId }));
  const recordKeys = records.data.map((item) => ({ userId, scope: item.scope, idempotencyKey: item.idempotencyKey }));
  const notificationKeys = notifications.data.map((item) => ({ userId, notificationId: item.notificationId }));
  const unprocessed = [
    ...(detailKeys.length > 0 ? (await DeliveryDetails.delete(detailKeys).go()).unprocessed : []),
    ...(setKeys.length > 0 ? (await MeasurementSet.delete(setKeys).go()).unprocessed : []),
    ...(recordKeys.length > 0 ? (await IdempotencyRecord.delete(recordKeys).go()).unprocessed : []),
    ...(notificationKeys.length > 0 ? (await Notification.delete(notificationKeys).go()).unprocessed : []),
  ];
  await TotpFactor.delete({ userId }).go({ response: 'none' });
  return unprocessed.length;
}
