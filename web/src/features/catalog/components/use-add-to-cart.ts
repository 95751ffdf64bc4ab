import { useCallback } from 'react';
import type { Product } from '@functions/shop/product/contract';
import { toast } from '../../../components/toast/toast-store';
import { cartStore } from '../../../lib/cart/cart-store';

/** Adds a product to the cart and confirms it with SPEC §8's toast, '{title} added to cart'. */
export function useAddToCart() {
  return useCallback((product: Product, quantity = 1) => {
    if (quantity < 1) return;
    cartStore.add(product, quantity);
    toast.success(`${product.name} added to cart`);
  }, []);
}
