import { useCallback } from 'react';
import type { Product } from '@functions/shop/product/contract';
import { toast } from '../../../components/toast/toast-store';
import { quantityLimitMessage, roomFor } from '../../../lib/cart/cart-rules';
import { cartStore } from '../../../lib/cart/cart-store';

/**
 * Adds a product to the cart and confirms it with SPEC §8's toast, '{title} added to cart'; at the
 * server's quantity limit it adds what fits and says so.
 */
export function useAddToCart() {
  return useCallback((product: Product, quantity = 1) => {
    if (quantity < 1) return;
    const room = roomFor(cartStore.getSnapshot(), product.id);
    if (room < 1) {
      toast.error(quantityLimitMessage(product.name));
      return;
    }
    cartStore.add(product, quantity);
    if (quantity > room) toast.info(`${room} added. ${quantityLimitMessage(product.name)}`);
    else toast.success(`${product.name} added to cart`);
  }, []);
}
