/**
 * The Shop's single DynamoDB table. Layout (keys, gsi1..gsi5, TTL) comes from
 * `lib/db/table-definition.ts`; the entities beside this file map their access patterns onto it.
 *
 * Access patterns:
 * - product by id ........................ Product.byId            pk/sk
 * - products newest first ................ Product.newest          gsi1
 * - products of a category newest first .. Product.byCategory      gsi2
 * - top products newest first ............ Product.top             gsi3 (only topProduct items are indexed)
 * - products by price .................... Product.byPrice         gsi4
 * - products of a category by price ...... Product.byCategoryPrice gsi5
 * - products by word prefix, newest ..... SearchTerm.byTerm       pk/sk (an item per name or category word; pk its first letter)
 * - products by word prefix, by price ... SearchTerm.byTermPrice  gsi1
 * - category by id ....................... Category.byId           pk/sk
 * - categories by name (the list) ........ Category.list           gsi1
 * - category by (case-insensitive) name .. Category.byName         gsi2
 * - shop settings ........................ Setting.byKey           pk/sk
 * - user profile by id ................... User.byId               pk/sk (the user's partition)
 * - user by e-mail ....................... User.byEmail            gsi1
 * - users newest first ................... User.newest             gsi2
 * - a user's delivery details ............ DeliveryDetails.byUser  pk/sk (user's partition)
 * - a user's measurement sets ............ MeasurementSet.byUser   pk/sk (user's partition)
 * - live OTP per (purpose, e-mail), TTL .. OtpChallenge.byAddress  pk/sk
 * - rate-limit window per (rule, subject)  RateLimitCounter.byScope pk/sk, TTL
 * - idempotency record per (user, key) ... IdempotencyRecord.byKey pk/sk (user's partition), TTL
 * - granted refresh token by hash ........ SessionGrant.byHash     pk/sk, TTL
 * - a user's session cutoff .............. SessionCutoff.byUser    pk/sk (user's partition)
 * - a user's session epoch ............... lib/http/session-epoch   pk/sk (`session-epoch#<userId>`; the admin routes read it)
 * - order by id .......................... Order.byId              pk/sk (the order's partition)
 * - a user's orders newest first ......... Order.byUser            gsi1
 * - orders by status newest first ........ Order.byStatus          gsi2
 * - every order newest first ............ Order.newest            gsi3 (the back office's table)
 * - a member's discount slots (3) ........ DiscountSlot.byUser     pk/sk (user's partition)
 * - a user's notification by id .......... Notification.byId       pk/sk (user's partition)
 * - a user's notifications newest first .. Notification.newest     gsi1
 * - an order's remake requests ........... RemakeRequest.byOrder   pk/sk (the order's partition)
 * - an order's duplicate payments ......... DuplicatePayment.byOrder pk/sk (the order's partition)
 * - an order's refunds .................. OrderRefund.byOrder     pk/sk (the order's partition; Pay's webhook finds it from the refunded reference)
 * - remake requests by status newest first RemakeRequest.byStatus  gsi1
 * - dashboard counter by name ............ DashboardCounter.byName pk/sk (changed in the counted write's transaction)
 * - audit log newest first .............. AuditEntry.newest       gsi1 (written in the audited write's transaction)
 * - audit log of one entity kind ........ AuditEntry.byEntity     gsi2
 * - review by id ......................... Review.byId             pk/sk (id derived from customer + product: one each)
 * - a product's reviews of one status, newest first Review.byProduct gsi1 (the public list reads `approved`)
 * - reviews by status newest first ....... Review.byStatus         gsi2
 * - every review newest first ............ Review.newest           gsi3 (the back office's table)
 * - a customer's reviews newest first .... Review.byUser           gsi4
 * - a user's authenticator factor ....... TotpFactor.byUser       pk/sk (user's partition), TTL while pending
 * - an order e-mail waiting to be sent ... OutboxMail.byId         pk/sk (written in the reported change's transaction)
 * - waiting e-mails, due first ........... OutboxMail.due          gsi1 (the mail outbox consumer's sweep)
 * No request path scans the table.
 */
export { entityConfig, tableName } from '../../lib/db/table-config';
