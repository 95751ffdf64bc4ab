import { isConditionFailure } from '../../lib/db/condition-failure';
import { NotFoundError } from '../../lib/http/errors';
import { Authorization } from '../db/authorization';

/**
 * Forgets a saved card for good: it leaves the customer's vault and can never be charged again
 * (`charge_authorization` refuses it). Another merchant's authorization is "not found". Deactivating twice
 * answers the same.
 */
export async function deactivateAuthorization(merchantId: string, authorizationCode: string): Promise<void> {
  const { data } = await Authorization.get({ authorizationCode }).go({ consistent: true });
  if (!data || data.merchantId !== merchantId) throw new NotFoundError('Authorization not found');
  if (data.deactivatedAt !== undefined) return;
  try {
    await Authorization.patch({ authorizationCode })
      .set({ deactivatedAt: new Date().toISOString(), reusable: false, inVault: false })
      .where(({ deactivatedAt }, { notExists }) => notExists(deactivatedAt))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
