import { optionalEnv } from '../../lib/env/env';
import { escapeHtml, type Mail } from '../../lib/mail/mail-content';
import { formatKobo } from '../shared/naira';
import type { Order } from './contract';

function brandName(): string {
  return optionalEnv('SHOP_NAME') ?? 'Aso';
}
export { formatKobo };

function orderLink(orderID: string): string {
  const origin = optionalEnv('SHOP_ORIGIN');
  return origin ? `${origin.replace(/\/+$/, '')}/orders/${encodeURIComponent(orderID)}` : '';
}

function summaryRows(order: Order): [string, string][] {
  return [
    ['Subtotal', formatKobo(order.subtotal)],
    [order.delivery ? 'Delivery' : 'Pick-up', formatKobo(order.deliveryFee)],
    ...(order.discount > 0 ? [['Member discount', `-${formatKobo(order.discount)}`] as [string, string]] : []),
    ['Total', formatKobo(order.totalPrice)],
  ];
}

function textBody(greeting: string, lead: string, order: Order, closing: string): string {
  const lines = order.orderItems.map((line) => `- ${line.title} × ${line.quantity} (${formatKobo(line.unitPrice)} each): ${formatKobo(line.price)}`);
  const summary = summaryRows(order).map(([label, value]) => `${label}: ${value}`);
  const link = orderLink(order.orderID);
  return [greeting, '', lead, '', ...lines, '', ...summary, '', closing, ...(link ? ['', `See your order: ${link}`] : []), '', `— ${brandName()}`].join('\n');
}

function htmlBody(greeting: string, lead: string, order: Order, closing: string): string {
  const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb';
  const lines = order.orderItems
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.title)}</td><td style="${cell};text-align:right">${line.quantity}</td><td style="${cell};text-align:right">${escapeHtml(formatKobo(line.unitPrice))}</td><td style="${cell};text-align:right">${escapeHtml(formatKobo(line.price))}</td></tr>`,
    )
    .join('');
  const summary = summaryRows(order)
    .map(([label, value]) => `<tr><td colspan="3" style="padding:4px 8px;text-align:right">${escapeHtml(label)}</td><td style="padding:4px 8px;text-align:right">${escapeHtml(value)}</td></tr>`)
    .join('');
  const link = orderLink(order.orderID);
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="color:#7c2d12;font-size:22px">${escapeHtml(brandName())}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<table style="border-collapse:collapse;width:100%;max-width:560px">
<thead><tr><th style="text-align:left;padding:6px 8px">Item</th><th style="text-align:right;padding:6px 8px">Qty</th><th style="text-align:right;padding:6px 8px">Unit price</th><th style="text-align:right;padding:6px 8px">Price</th></tr></thead>
<tbody>${lines}${summary}</tbody>
</table>
<p>${escapeHtml(closing)}</p>
${link ? `<p><a href="${escapeHtml(link)}" style="color:#7c2d12">See your order</a></p>` : ''}
</body></html>`;
}

function mail(subject: string, order: Order, lead: string, closing: string): Mail {
  const greeting = order.name ? `Hello ${order.name},` : 'Hello,';
  return { subject, text: textBody(greeting, lead, order, closing), html: htmlBody(greeting, lead, order, closing) };
}

/** Sent when an order is placed: the priced lines and what happens next. */
export function orderConfirmationMail(order: Order): Mail {
  return mail(
    `Your ${brandName()} order ${order.orderID}`,
    order,
    `Thank you for your order ${order.orderID}. Here is what you ordered:`,
    order.payment !== 'unpaid' && order.payment !== 'failed' ? 'Your payment is confirmed.' : 'We start work as soon as your payment is confirmed. If you did not finish paying, open the order and choose Pay now.',
  );
}

/** Sent once, when the payment is confirmed. */
export function receiptMail(order: Order): Mail {
  return mail(
    `Receipt for your ${brandName()} order ${order.orderID}`,
    order,
    `We have received your payment of ${formatKobo(order.totalPrice)} for order ${order.orderID}.`,
    'Our tailors will start on your order now; we will let you know as it moves along.',
  );
}

/** Sent when the back office moves an order to a new status. */
export function statusChangeMail(order: Order): Mail {
  return mail(`Your ${brandName()} order ${order.orderID} is ${order.status}`, order, `Your order ${order.orderID} is now ${order.status}.`, 'Thank you for shopping with us.');
}

/** Sent when the back office accepts a remake request: the free order that remakes the item. */
export function remakeAcceptedMail(remakeOrder: Order, original: string): Mail {
  return mail(
    `Your ${brandName()} remake order ${remakeOrder.orderID}`,
    remakeOrder,
    `We will remake your item from order ${original} at no charge. Your remake order is ${remakeOrder.orderID}:`,
    'Our tailors will start on it now; we will let you know as it moves along.',
  );
}

/** Sent when the back office declines a remake request, with the reason given. */
export function remakeDeclinedMail(order: Order, itemTitle: string, reason: string): Mail {
  return mail(
    `About your remake request for order ${order.orderID}`,
    order,
    `We are sorry: we cannot remake ${itemTitle} from order ${order.orderID}. ${reason}`,
    'Reply to this e-mail if you would like to talk it over.',
  );
}

/** Sent when an order is cancelled, by its customer or by the shop (with the reason). */
export function orderCancelledMail(order: Order, reason: string | undefined): Mail {
  return mail(
    `Your ${brandName()} order ${order.orderID} is cancelled`,
    order,
    reason ? `Your order ${order.orderID} has been cancelled: ${reason}` : `Your order ${order.orderID} has been cancelled as you asked.`,
    order.payment === 'unpaid' || order.payment === 'failed'
      ? 'Nothing was charged for it. You are welcome to order again at any time.'
      : 'Your refund is on its way: we will e-mail you once it is processed.',
  );
}

/** Sent once a refund is processed at Pay: the amount and the reason. */
export function refundedMail(order: Order, amount: number, reason: string): Mail {
  return mail(
    `Refund of ${formatKobo(amount)} for your ${brandName()} order ${order.orderID}`,
    order,
    `We have refunded ${formatKobo(amount)} for order ${order.orderID}. Reason: ${reason}`,
    'The money goes back to the card or account you paid with; your bank may take a few days to show it.',
  );
}

/** Sent when a remake request is settled in money: the outcome, the amount and the shop's note. */
export function remakeRefundMail(order: Order, itemTitle: string, outcome: 'partial_refund' | 'full_refund', amount: number, note: string): Mail {
  const what = outcome === 'full_refund' ? 'a full refund' : 'a partial refund';
  return mail(
    `About your remake request for order ${order.orderID}`,
    order,
    `We are giving you ${what} of ${formatKobo(amount)} for ${itemTitle} from order ${order.orderID}. ${note}`,
    'We will e-mail you again once the refund is processed.',
  );
}
