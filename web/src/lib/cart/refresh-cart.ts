import type { Cart, CartItem, CartProduct } from './cart-rules';
import type { CartStore } from './cart-store';

export interface CartRefresh {
  cart: Cart;
  /** Lines whose product no longer exists. */
  removed: CartItem[];
  /** Lines whose unit price changed. */
  repriced: CartItem[];
}

/**
 * Brings stored lines up to date with the catalog: unknown products are dropped, prices follow the
 * current unit price, and names, categories and images follow the catalog.
 */
export function refreshCart(cart: Cart, products: readonly CartProduct[]): CartRefresh {
  const byId = new Map(products.map((product) => [product.id, product]));
  const removed: CartItem[] = [];
  const repriced: CartItem[] = [];
  const next: CartItem[] = [];
  for (const item of cart) {
    const product = byId.get(item.id);
    if (!product) {
      removed.push(item);
      continue;
    }
    const updated: CartItem = {
      ...item,
      title: product.name,
      name: product.name,
      category: product.category,
      coverImage: product.coverImage,
      amount: product.amount,
      price: product.amount * item.quantity,
    };
    if (product.amount !== item.amount) repriced.push(updated);
    next.push(updated);
  }
  return { cart: next, removed, repriced };
}

/**
 * Applies the catalog's view of the lines whose ids were asked about to the store; lines added while the
 * request was in flight are left alone.
 */
export function applyCatalog(store: CartStore, products: readonly CartProduct[], askedIds: readonly string[]): CartRefresh {
  const cart = store.getSnapshot();
  const asked = new Set(askedIds);
  const result = refreshCart(
    cart.filter((item) => asked.has(item.id)),
    products,
  );
  const fresh = new Map(result.cart.map((item) => [item.id, item]));
  const next = cart.flatMap((item) => {
    if (!asked.has(item.id)) return [item];
    const line = fresh.get(item.id);
    return line ? [line] : [];
  });
  if (JSON.stringify(next) !== JSON.stringify(cart)) store.replace(next);
  return { cart: next, removed: result.removed, repriced: result.repriced };
}
