import { useState } from 'react';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { disableSubscription } from '../api/disable-subscription';
import { emailManageLink } from '../api/email-manage-link';
import { enableSubscription } from '../api/enable-subscription';
import { subscriptionsKey } from '../api/list-subscriptions';
import type { Subscription } from '../api/subscription-types';

const cancellable = new Set(['active', 'attention', 'non-renewing']);
const enableable = new Set(['cancelled', 'non-renewing']);

/**
 * What an owner or developer may do to a subscription, as Paystack's dashboard offers it: cancel it (no charge
 * ever again), enable it again, and e-mail the customer the link to change their card or cancel themselves.
 */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const code = subscription.subscription_code;

  async function act(action: (code: string) => Promise<string>, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(true);
    setNote('');
    setProblem('');
    try {
      setNote(await action(code));
      invalidate(subscriptionsKey);
    } catch (error) {
      setProblem(problemMessage(error));
    }
    setBusy(false);
  }

  return (
    <section className="dash-panel" aria-labelledby="subscription-actions-title">
      <h2 id="subscription-actions-title">Actions</h2>
      <div className="dash-actions">
        {cancellable.has(subscription.status) ? (
          <button type="button" className="button button--outline button--small" disabled={busy} onClick={() => void act(disableSubscription, `Cancel ${subscription.customer.email}'s subscription? They will not be charged again.`)}>
            Cancel subscription
          </button>
        ) : null}
        {enableable.has(subscription.status) ? (
          <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void act(enableSubscription)}>
            Enable subscription
          </button>
        ) : null}
        <button type="button" className="button button--outline button--small" disabled={busy} onClick={() => void act(emailManageLink)}>
          E-mail the manage link
        </button>
      </div>
      <p role="status">{note}</p>
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
