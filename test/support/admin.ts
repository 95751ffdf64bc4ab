import { ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TOTP, URI } from 'otpauth';
import type { AuditLogEntry } from '../../functions/src/shop/audit/contract';
import { defaultShopSettings, type UpdateShopSettingsBody } from '../../functions/src/shop/setting/contract';
import { cognitoClient } from '../../infra/local/cognito-local';
import { registerCustomer, type Customer } from './accounts';
import { api, type ApiOptions, type ApiResponse } from './api-client';
import { storedItems } from './orders';
import { testStack } from './stack';
import { accessTokenFor } from './tokens';

/** Helpers for the back-office API tests: the seeded admin's token, calls as that admin, counters and the audit log. */

let adminToken: Promise<string> | undefined;

/** The seeded admin's access token, fetched once per test file. */
export function seededAdminToken(): Promise<string> {
  adminToken ??= accessTokenFor('admin');
  return adminToken;
}

/** Calls the Shop API as the seeded admin. */
export async function asAdmin<T = unknown>(path: string, options: Omit<ApiOptions, 'token'> = {}): Promise<ApiResponse<T>> {
  return api<T>(path, { ...options, token: await seededAdminToken() });
}

/** A dashboard counter's stored value (0 before its first change). */
export async function counterValue(name: string): Promise<number> {
  const item = (await storedItems('dashboardCounter', 'name', name))[0];
  return typeof item?.value === 'number' ? item.value : 0;
}

/** The newest audit entries about one entity id. */
export async function auditEntriesFor(entity: AuditLogEntry['entity'], entityId: string): Promise<AuditLogEntry[]> {
  const answer = await asAdmin<AuditLogEntry[]>(`/admin/fetch-audit-log?entity=${entity}`);
  return (answer.body.data ?? []).filter((entry) => entry.entityId === entityId);
}

/**
 * Takes admin rights from every admin but the seeded one, through the API as the seeded admin: for a test
 * that needs the seeded admin to be the shop's last admin while other files of the run made admins of their own.
 */
export async function demoteEveryOtherAdmin(): Promise<void> {
  const stack = testStack();
  const client = cognitoClient(stack.endpoints.cognito);
  try {
    const { Users = [] } = await client.send(new ListUsersInGroupCommand({ UserPoolId: stack.userPoolId, GroupName: 'admin' }));
    const others = Users.map((user) => user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value ?? '').filter(
      (email) => email !== '' && email.toLowerCase() !== stack.accounts.admin.email.toLowerCase(),
    );
    for (const email of others) {
      const answer = await asAdmin('/admin/user/set-admin', { body: { id: email, admin: false } });
      if (answer.status !== 200) throw new Error(`Demoting ${email} answered ${answer.status}: ${answer.body.message}`);
    }
  } finally {
    client.destroy();
  }
}

/** The settings form's body for the shop's defaults, which other tests price orders with. */
export const defaultSettingsBody: UpdateShopSettingsBody = {
  businessName: defaultShopSettings.businessName,
  email: defaultShopSettings.email,
  phone: defaultShopSettings.phone,
  pickupAddress: {
    address: defaultShopSettings.pickupAddress.address,
    city: defaultShopSettings.pickupAddress.city,
    state: defaultShopSettings.pickupAddress.state,
  },
  deliveryFee: defaultShopSettings.deliveryFee,
  deliveryFeeByState: {},
  freeDeliveryFrom: null,
  dollarRate: defaultShopSettings.dollarRate,
};

/** Puts the shop's settings back to the defaults after a test that changed them. */
export async function restoreShopSettings(): Promise<void> {
  const answer = await asAdmin('/admin/setting/update-shop-settings', { body: defaultSettingsBody });
  if (answer.status !== 200) throw new Error(`Restoring the shop settings answered ${answer.status}: ${answer.body.message}`);
}

/** A fresh customer promoted to admin, so a test that turns two-factor on never touches the seeded admin. */
export async function freshAdmin(label: string): Promise<Customer> {
  const customer = await registerCustomer(label);
  const promoted = await asAdmin('/admin/user/set-admin', { body: { id: customer.uuid, admin: true } });
  if (promoted.status !== 200) throw new Error(`set-admin answered ${promoted.status}: ${promoted.body.message}`);
  return customer;
}

/** The authenticator app's side of an enrolment: the TOTP generator an `otpauth://` URI describes. */
export function totpOf(uri: string): TOTP {
  const otp = URI.parse(uri);
  if (!(otp instanceof TOTP)) throw new Error(`Not a TOTP URI: ${uri.slice(0, 20)}`);
  return otp;
}
