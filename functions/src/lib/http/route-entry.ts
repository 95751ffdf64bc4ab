/**
 * The shape of one entry in a route table (`functions/src/shop/routes.ts`, `functions/src/pay/routes.ts`).
 * Infrastructure, the local gateway and the tests all read these entries; nothing else names a route.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `customer` and `admin` routes sit behind the JWT authorizer. `merchant-staff` routes
 * (Pay's dashboard) carry an access token of Pay's staff pool, which the handler chain verifies and then reads
 * the staff member from the table (`authenticateStaff`), so a removed teammate or changed role counts at once.
 */
export type Access = 'public' | 'customer' | 'admin' | 'merchant-public-key' | 'merchant-secret-key' | 'merchant-staff';

/** A merchant staff member's role in Pay's dashboard: support cannot see keys or refund. */
export type StaffRole = 'owner' | 'developer' | 'support';

export const staffRoles: readonly StaffRole[] = ['owner', 'developer', 'support'];

/**
 * The AWS permissions a handler needs; infrastructure turns each into a least-privilege grant and
 * the matching environment variable.
 * - `table:read` / `table:write`: the product's own DynamoDB table (`TABLE_NAME`).
 * - `images:read` / `images:write`: the Shop's images bucket (`IMAGES_BUCKET`).
 * - `mail:send`: SES SendEmail from the configured sender (`MAIL_FROM`).
 * - `users:read` / `users:write`: the Cognito user pool (`USER_POOL_ID`, `USER_POOL_CLIENT_ID`).
 * - `staff:read` / `staff:write`: Pay's merchant staff pool (`STAFF_POOL_ID`, `STAFF_POOL_CLIENT_ID`).
 * - `secret:otp`: the OTP hashing key (`OTP_SECRET_ARN`).
 * - `secret:pay`: the Shop's Pay secret key, for its server calls to Pay and for checking Pay's webhook
 *   signatures (`PAY_SECRET_KEY_ARN`; locally `PAY_SECRET_KEY` from the local secret store).
 * - `secret:cursor`: the key that signs page cursors (`CURSOR_SECRET_ARN`; locally `CURSOR_SECRET` from the
 *   local secret store); every route whose listing answers or reads a `cursor` declares it.
 * - `secret:pay-master`: Pay's master key, which seals merchants' secret keys for signing webhooks
 *   (`PAY_MASTER_KEY_ARN`; locally `PAY_MASTER_KEY` from the local secret store).
 */
export type Need =
  | 'table:read'
  | 'table:write'
  | 'images:read'
  | 'images:write'
  | 'mail:send'
  | 'users:read'
  | 'users:write'
  | 'staff:read'
  | 'staff:write'
  | 'secret:otp'
  | 'secret:pay'
  | 'secret:cursor'
  | 'secret:pay-master';

export interface RouteEntry {
  readonly method: HttpMethod;
  /** API Gateway path syntax, without the stage or the `/api/v1` prefix: `/order/{orderID}`. */
  readonly path: string;
  /** Handler module, relative to `functions/src/`; it exports `handler`. */
  readonly handler: string;
  readonly access: Access;
  readonly needs: readonly Need[];
  /** `merchant-staff` routes only: the roles allowed (absent: every role). */
  readonly roles?: readonly StaffRole[];
}

/** Route tables are data: this helper only checks the shape at compile time. */
export function defineRoutes<const T extends readonly RouteEntry[]>(routes: T): T {
  return routes;
}
