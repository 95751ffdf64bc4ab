import type { SavedCard } from '@functions/shop/saved-card/contract';

function brandName(brand: string): string {
  return brand === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "Visa ending 4081". */
export function cardName(card: SavedCard): string {
  return `${brandName(card.brand)} ending ${card.last4}`;
}

/** "expires 12/2030". */
export function cardExpiry(card: SavedCard): string {
  return `expires ${card.expMonth.padStart(2, '0')}/${card.expYear}`;
}
