import type { Product } from '@functions/shop/product/contract';

/**
 * A cart line exactly as SPEC §3 stores it under `cart`: `amount` is the unit price and `price` the line
 * total, both in kobo; `title` and `name` both carry the product name.
 */
export interface CartItem {
  id: string;
  title: string;
  name: string;
  category: string;
  coverImage: string;
  price: number;
  amount: number;
  quantity: number;
}

export type Cart = readonly CartItem[];

export type CartProduct = Pick<Product, 'id' | 'name' | 'category' | 'coverImage' | 'amount'>;

/**
 * The most of one product an order line may hold: the server's `maxQuantity` (order contract; a test keeps
 * the two equal), copied here so the first screen does not load the contract's schemas.
 */
export const maxLineQuantity = 20;

/** What the cart, the drawer and the product panel say at the limit. */
export function quantityLimitMessage(title: string): string {
  return `You can order at most ${maxLineQuantity} of ${title} at a time.`;
}

/** How many more pieces of a product the cart can take. */
export function roomFor(cart: Cart, id: string): number {
  const existing = cart.find((item) => item.id === id);
  return maxLineQuantity - (existing?.quantity ?? 0);
}

/**
 * Adds `quantity` of a product (SPEC §4): an existing line rises by that quantity and its price by the unit
 * price times it; a new product is appended. A quantity below 1 changes nothing; a line stops at
 * `maxLineQuantity`.
 */
export function addToCart(cart: Cart, product: CartProduct, quantity = 1): Cart {
  const count = Math.min(Math.floor(quantity), roomFor(cart, product.id));
  if (!(count >= 1)) return cart;
  const existing = cart.find((item) => item.id === product.id);
  if (existing) {
    return cart.map((item) =>
      item.id === product.id ? { ...item, quantity: item.quantity + count, price: item.price + item.amount * count } : item,
    );
  }
  return [
    ...cart,
    {
      id: product.id,
      title: product.name,
      name: product.name,
      category: product.category,
      coverImage: product.coverImage,
      amount: product.amount,
      quantity: count,
      price: product.amount * count,
    },
  ];
}

/** Plus: quantity + 1 and price + price / quantity (the unit price), never above `maxLineQuantity`. */
export function increaseQuantity(cart: Cart, id: string): Cart {
  if (roomFor(cart, id) < 1) return cart;
  return cart.map((item) =>
    item.id === id ? { ...item, quantity: item.quantity + 1, price: item.price + item.price / item.quantity } : item,
  );
}

/** Minus: quantity - 1 and price - unit price, never below quantity 1. */
export function decreaseQuantity(cart: Cart, id: string): Cart {
  return cart.map((item) =>
    item.id === id && item.quantity > 1
      ? { ...item, quantity: item.quantity - 1, price: item.price - item.price / item.quantity }
      : item,
  );
}

export function removeFromCart(cart: Cart, id: string): Cart {
  return cart.filter((item) => item.id !== id);
}

/** Total = sum of line prices. */
export function cartTotal(cart: Cart): number {
  return cart.reduce((sum, item) => sum + item.price, 0);
}

/** Number of pieces in the cart (what the header badge counts). */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.name === 'string' &&
    typeof item.category === 'string' &&
    typeof item.coverImage === 'string' &&
    typeof item.amount === 'number' &&
    Number.isInteger(item.amount) &&
    item.amount >= 0 &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity >= 1 &&
    typeof item.price === 'number'
  );
}

/**
 * Reads a stored cart defensively: anything that is not a well-formed line is dropped, and each line's
 * price is recomputed from its unit price so a hand-edited value cannot survive.
 */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(isCartItem).map((item) => ({
    id: item.id,
    title: item.title,
    name: item.name,
    category: item.category,
    coverImage: item.coverImage,
    amount: item.amount,
    quantity: item.quantity,
    price: item.amount * item.quantity,
  }));
}
