import { escapeHtml, type Mail } from '../../lib/mail/mail-content';

/**
 * The customer's "manage subscription" page and e-mail, rendered on the server: plain HTML forms, no script, so
 * it works in every browser and with assistive technology (one `main`, one `h1`, labelled fields, a fieldset
 * with a legend for the cards, the outcome announced in a status region). Pure.
 */

export interface ManagedSubscription {
  code: string;
  token: string;
  merchantName: string;
  planName: string;
  /** Kobo per period. */
  amount: number;
  interval: string;
  status: string;
  nextPaymentDate: string | null;
  card: { last4: string; brand: string } | undefined;
  otherCards: Array<{ authorizationCode: string; last4: string; brand: string; expMonth: string; expYear: string }>;
}

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const style = `body{font-family:system-ui,Arial,sans-serif;color:#1f2937;background:#f9fafb;margin:0}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1.125rem;margin-top:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0}fieldset{border:1px solid #d1d5db;border-radius:6px;padding:.75rem}label{display:block;padding:.25rem 0}
button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #1f2937;background:#1f2937;color:#fff;cursor:pointer;margin-top:.75rem}
button.danger{background:#fff;color:#991b1b;border-color:#991b1b}:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
[role=status]{padding:.75rem;border-radius:6px;background:#ecfdf5;color:#065f46}[role=alert]{padding:.75rem;border-radius:6px;background:#fef2f2;color:#991b1b}`;

export const managePageCsp = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Aso Pay</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

const active = (status: string) => status === 'active' || status === 'attention' || status === 'non-renewing';

/** The page itself, with an optional notice (what the last form did) or problem (why it did not). */
export function managePage(subscription: ManagedSubscription, outcome: { notice?: string; problem?: string } = {}): string {
  const action = (what: string) => `/subscription/manage/${encodeURIComponent(subscription.code)}/${what}`;
  const token = `<input type="hidden" name="token" value="${escapeHtml(subscription.token)}">`;
  const details = `<dl>
<dt>Merchant</dt><dd>${escapeHtml(subscription.merchantName)}</dd>
<dt>Plan</dt><dd>${escapeHtml(subscription.planName)}</dd>
<dt>Amount</dt><dd>${naira(subscription.amount)} ${escapeHtml(subscription.interval)}</dd>
<dt>Status</dt><dd>${escapeHtml(subscription.status)}</dd>
<dt>Next payment</dt><dd>${subscription.nextPaymentDate && active(subscription.status) ? day(subscription.nextPaymentDate) : 'None'}</dd>
<dt>Card</dt><dd>${subscription.card ? `${escapeHtml(subscription.card.brand)} ending in ${escapeHtml(subscription.card.last4)}` : 'None'}</dd>
</dl>`;
  const cards = subscription.otherCards.length === 0
    ? '<p>You have no other card saved with this merchant. To add one, pay this merchant once with the new card, then open this page again.</p>'
    : `<form method="post" action="${action('card')}">${token}<fieldset><legend>Charge this card instead</legend>
${subscription.otherCards.map((card, index) => `<label><input type="radio" name="authorization_code" value="${escapeHtml(card.authorizationCode)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(card.brand)} ending in ${escapeHtml(card.last4)}, expires ${escapeHtml(card.expMonth)}/${escapeHtml(card.expYear)}</label>`).join('\n')}
</fieldset><button type="submit">Use this card</button></form>`;
  const manage = active(subscription.status)
    ? `<h2>Change the card</h2>${cards}<h2>Cancel</h2><p>Cancelling stops every future payment. Payments already made are not refunded.</p>
<form method="post" action="${action('cancel')}">${token}<button type="submit" class="danger">Cancel my subscription</button></form>`
    : '<p>This subscription is no longer active: nothing more will be charged.</p>';
  const message = outcome.problem ? `<p role="alert">${escapeHtml(outcome.problem)}</p>` : outcome.notice ? `<p role="status">${escapeHtml(outcome.notice)}</p>` : '';
  return document('Manage your subscription', `<h1>Manage your subscription</h1>${message}${details}${manage}`);
}

/** What an invalid or expired link shows. */
export function manageLinkProblemPage(problem: string): string {
  return document('Link not valid', `<h1>This link cannot be used</h1><p role="alert">${escapeHtml(problem)}</p>`);
}

/** The e-mail `POST /subscription/{code}/manage/email` sends. */
export function manageLinkMail(link: string, merchantName: string): Mail {
  const subject = `Manage your ${merchantName} subscription`;
  const text = ['Hello,', '', `Use this link to change the card your ${merchantName} subscription charges, or to cancel it:`, '', link, '', 'It works for 7 days.', '', '— Aso Pay'].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:22px">Aso Pay</h1>
<p>Use this link to change the card your ${escapeHtml(merchantName)} subscription charges, or to cancel it:</p>
<p><a href="${escapeHtml(link)}">Manage your subscription</a></p>
<p style="color:#6b7280">It works for 7 days.</p>
</body></html>`;
  return { subject, text, html };
}
