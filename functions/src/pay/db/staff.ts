import { Entity, type EntityItem } from '../../lib/data';
import { staffRoles } from '../../lib/http/route-entry';
import { entityConfig } from './table';

/**
 * A person who runs a merchant from Pay's dashboard: one user of Pay's staff pool (`staffId` is its `sub`)
 * with a role at one merchant. Every staff route reads this item on every call (`authenticateStaff`), so
 * removing it or changing the role takes effect at once, whatever tokens the person still holds.
 * The authenticator-app secret is stored sealed with a key derived from Pay's master key; `totpLastStep`
 * refuses a code used twice.
 */
export const Staff = new Entity(
  {
    model: { entity: 'staff', version: '1', service: 'pay' },
    attributes: {
      staffId: { type: 'string', required: true },
      merchantId: { type: 'string', required: true },
      email: { type: 'string', required: true },
      role: { type: staffRoles, required: true },
      createdAt: { type: 'string', required: true },
      totpStatus: { type: ['pending', 'enabled'] as const },
      totpSealedSecret: { type: 'string' },
      totpLastStep: { type: 'number' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['staffId'] }, sk: { field: 'sk', composite: [] } },
      byMerchant: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['merchantId'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type StaffItem = EntityItem<typeof Staff>;

/**
 * An invitation to join a merchant's team, until it is accepted (then it becomes a `Staff` item in the same
 * transaction) or removed, or its week runs out (TTL). The link's token is `<inviteId>.<secret>`; only the
 * secret's SHA-256 is kept.
 */
export const StaffInvite = new Entity(
  {
    model: { entity: 'staffInvite', version: '1', service: 'pay' },
    attributes: {
      inviteId: { type: 'string', required: true },
      merchantId: { type: 'string', required: true },
      email: { type: 'string', required: true },
      role: { type: staffRoles, required: true },
      secretHash: { type: 'string', required: true },
      invitedBy: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['inviteId'] }, sk: { field: 'sk', composite: [] } },
      byMerchant: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['merchantId'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type StaffInviteItem = EntityItem<typeof StaffInvite>;

/**
 * A dashboard sign-up waiting for its e-mailed code (30 minutes, TTL): the code's keyed hash, the business
 * name, and the password sealed (AES-256-GCM, key derived from Pay's master key) until the code confirms it
 * and the staff pool user is made; then this item goes in the same transaction that makes the merchant.
 */
export const StaffSignUp = new Entity(
  {
    model: { entity: 'staffSignUp', version: '1', service: 'pay' },
    attributes: {
      email: { type: 'string', required: true },
      businessName: { type: 'string', required: true },
      codeHash: { type: 'string', required: true },
      sealedPassword: { type: 'string', required: true },
      /** Guesses taken at this code, counted before each is checked. */
      tries: { type: 'number', required: true, default: 0 },
      validUntil: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type StaffSignUpItem = EntityItem<typeof StaffSignUp>;
