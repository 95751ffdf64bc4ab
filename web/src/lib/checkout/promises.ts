import type { MemberDiscount } from '@functions/shop/order/contract';
import type { ShopSettings } from '@functions/shop/setting/contract';

/**
 * The home page's shipping tile in the shop's own rule (the settings order pricing uses): free from an
 * amount when admins set one, else the delivery fee (from the cheapest state's when fees differ by state).
 */
export function deliveryRule(settings: Pick<ShopSettings, 'deliveryFee' | 'deliveryFeeByState' | 'freeDeliveryFrom'>, price: (kobo: number) => string): { title: string; text: string } {
  const fees = [settings.deliveryFee, ...Object.values(settings.deliveryFeeByState ?? {})];
  const lowest = Math.min(...fees);
  const fee = lowest === settings.deliveryFee && fees.every((each) => each === lowest) ? price(lowest) : `from ${price(lowest)} by state`;
  if (settings.freeDeliveryFrom !== undefined) {
    return { title: `Free delivery from ${price(settings.freeDeliveryFrom)}`, text: `On items worth ${price(settings.freeDeliveryFrom)} or more; below that delivery is ${fee}. Pick-up is always free.` };
  }
  return { title: 'Delivery across Nigeria', text: `Delivered to your door for ${fee}, or pick up for free.` };
}

/** "2 of 3 member discounts left", for the home page's member promo. */
export function discountProgress(discount: MemberDiscount): string {
  if (discount.left === 0) return `You have used all ${discount.orders} member discounts. Thank you for shopping with us!`;
  return `${discount.left} of ${discount.orders} member discount${discount.orders === 1 ? '' : 's'} left`;
}

/** "50% off, order 1 of 3": which discounted order an order is (or the next one would be). */
export function discountNote(percent: number, order: number, of: number): string {
  return `${percent}% off, order ${order} of ${of}`;
}
