import { Service } from '../../lib/data';
import { AuditEntry } from './audit-entry';
import { Category } from './category';
import { DashboardCounter } from './dashboard-counter';
import { DeliveryDetails } from './delivery-details';
import { DiscountSlot } from './discount-slot';
import { DuplicatePayment } from './duplicate-payment';
import { IdempotencyRecord } from './idempotency-record';
import { MeasurementSet } from './measurement-set';
import { Notification } from './notification';
import { Order } from './order';
import { OrderRefund } from './order-refund';
import { OtpChallenge } from './otp-challenge';
import { OutboxMail } from './outbox-mail';
import { Product } from './product';
import { RemakeRequest } from './remake-request';
import { Review } from './review';
import { SearchTerm } from './search-term';
import { Setting } from './setting';
import { TotpFactor } from './totp-factor';
import { User } from './user';

/**
 * The entities that take part in multi-item writes, joined so the data layer's transaction API can type every
 * write: `transactWrite(shopTables.transaction.write(({ product, category }) => [...]))`.
 */
export const shopTables = new Service({
  auditEntry: AuditEntry,
  category: Category,
  dashboardCounter: DashboardCounter,
  deliveryDetails: DeliveryDetails,
  discountSlot: DiscountSlot,
  duplicatePayment: DuplicatePayment,
  idempotencyRecord: IdempotencyRecord,
  measurementSet: MeasurementSet,
  notification: Notification,
  order: Order,
  orderRefund: OrderRefund,
  otpChallenge: OtpChallenge,
  outboxMail: OutboxMail,
  product: Product,
  remakeRequest: RemakeRequest,
  review: Review,
  searchTerm: SearchTerm,
  setting: Setting,
  totpFactor: TotpFactor,
  user: User,
});

type WriteFunction = Parameters<typeof shopTables.transaction.write>[0];
/** The entities as a transaction's write function receives them. */
export type ShopWriters = Parameters<WriteFunction>[0];
/** One write of a transaction, made by a chain's `.commit()`. */
export type ShopWrite = ReturnType<WriteFunction>[number];
/** A planned set of writes, run later inside one transaction. */
export type ShopWritePlan = (writers: ShopWriters) => ShopWrite[];
