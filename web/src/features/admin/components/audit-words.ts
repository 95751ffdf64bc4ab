import type { AuditLogEntry } from '@functions/shop/audit/contract';

/** The thing an entry acted on, as a sentence names it. */
function thingOf(entry: AuditLogEntry): string {
  switch (entry.entity) {
    case 'order':
      return `order ${entry.entityName}`;
    case 'user':
      return entry.entityName;
    case 'setting':
      return 'the shop settings';
    default:
      return `the ${entry.entity} ${entry.entityName}`;
  }
}

const sentences: Record<string, (thing: string) => string> = {
  add: (thing) => `added ${thing}`,
  update: (thing) => `edited ${thing}`,
  delete: (thing) => `deleted ${thing}`,
  'update-status': (thing) => `changed the status of ${thing}`,
  promote: (thing) => `made ${thing} an admin`,
  demote: (thing) => `took admin rights from ${thing}`,
  'enable-two-factor': (thing) => `turned on two-factor sign-in for ${thing}`,
  'disable-two-factor': (thing) => `turned off two-factor sign-in for ${thing}`,
  cancel: (thing) => `cancelled ${thing}`,
  'cancel-and-refund': (thing) => `cancelled and refunded ${thing}`,
  refund: (thing) => `refunded ${thing}`,
  'accept-remake': (thing) => `accepted a remake request on ${thing}`,
  'decline-remake': (thing) => `declined a remake request on ${thing}`,
  'settle-remake': (thing) => `settled a remake request on ${thing}`,
};

/** What an admin did, in a sentence without its subject: "changed the status of order ORD-1". */
export function auditAction(entry: AuditLogEntry): string {
  const thing = thingOf(entry);
  const sentence = sentences[entry.action];
  return sentence ? sentence(thing) : `${entry.action.replace(/-/g, ' ')} ${thing}`;
}

/** A summary's field names in words: `deliveryFee: ₦2,000.00, topProduct: true` → `delivery fee: ₦2,000.00, top product: yes`. */
export function auditSummary(summary: string): string {
  if (!summary) return '–';
  return summary
    .replace(/(^|, )([a-z]+(?:[A-Z][a-z]*)+)(?=: )/g, (_, start: string, name: string) => `${start}${name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)}`)
    .replace(/: true(?=, |$)/g, ': yes')
    .replace(/: false(?=, |$)/g, ': no');
}
