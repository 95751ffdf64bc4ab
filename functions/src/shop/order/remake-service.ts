import type * as z from '../../lib/zod';
import { transactWrite } from '../../lib/db/transact';
import { BadRequestError, ConflictError } from '../../lib/http/errors';
import { newId } from '../../lib/ids/ids';
import { adminInbox } from '../db/notification';
import { RemakeRequest as RemakeRequestEntity, type RemakeRequestItem } from '../db/remake-request';
import { shopTables } from '../db/transaction';
import { measureNames } from '../domain/measures';
import { remakeWindowDays, type RemakeRequest } from './contract';
import type { requestRemakeBody } from './remake-request-contract';
import { loadOwnOrder } from './order-access';
import { toRemakeView } from './remake-view';

type RemakeInput = z.output<typeof requestRemakeBody>;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * "Request a remake" on a completed order, within `remakeWindowDays` of completion: the request keeps the
 * item's measurement snapshot as ordered beside the corrected measures, and the admins get a notification
 * in the same transaction.
 */
export async function requestRemake(userId: string, input: RemakeInput, now = new Date()): Promise<RemakeRequest> {
  const order = await loadOwnOrder(userId, input.orderID);
  const completedAt = [...order.statusHistory].reverse().find((entry) => entry.status === 'completed')?.at;
  if (order.status !== 'completed' || !completedAt) throw new ConflictError('Only a completed order can be sent back for a remake');
  if (now.getTime() - Date.parse(completedAt) > remakeWindowDays * dayMs) {
    throw new ConflictError(`Remakes can be requested within ${remakeWindowDays} days of completion`);
  }
  const line = order.orderItems[input.itemIndex];
  if (!line) throw new BadRequestError('itemIndex does not name an item of this order', [{ path: 'itemIndex', message: 'itemIndex is not valid' }]);
  const corrected: NonNullable<RemakeRequestItem['correctedMeasurement']> = {};
  for (const field of measureNames) {
    const value = input.measurements?.[field];
    if (typeof value === 'number') corrected[field] = value;
  }
  const created_at = now.toISOString();
  const item: RemakeRequestItem = {
    orderID: order.orderID,
    requestId: newId(),
    userId,
    itemIndex: input.itemIndex,
    itemTitle: line.title,
    reason: input.reason,
    orderedMeasurement: line.measurement,
    ...(Object.keys(corrected).length > 0 ? { correctedMeasurement: corrected } : {}),
    status: 'open',
    created_at,
  };
  await transactWrite(
    shopTables.transaction.write(({ remakeRequest, notification, dashboardCounter }) => [
      remakeRequest.create(item).commit(),
      notification
        .create({
          userId: adminInbox,
          notificationId: `remake.${item.requestId}`,
          title: 'Remake requested',
          body: `${order.name} asks for a remake of ${line.title} from order ${order.orderID}: ${input.reason}`,
          type: 'order',
          orderID: order.orderID,
          read: false,
          created_at,
        })
        .commit(),
      dashboardCounter.update({ name: 'remakeRequests:open' }).add({ value: 1 }).commit(),
    ]),
  );
  return toRemakeView(item);
}

/** `POST /order/fetch-my-remake-requests`: the caller's requests on one of their orders, newest first (404 for another's order). */
export async function fetchMyRemakeRequests(userId: string, orderID: string): Promise<RemakeRequest[]> {
  await loadOwnOrder(userId, orderID);
  const { data } = await RemakeRequestEntity.query.byOrder({ orderID }).go({ pages: 'all', consistent: true });
  return data.sort((a, b) => b.created_at.localeCompare(a.created_at)).map(toRemakeView);
}
