import {
  addToCart,
  cartCount,
  cartTotal,
  decreaseQuantity,
  increaseQuantity,
  maxLineQuantity,
  parseCart,
  removeFromCart,
  type CartProduct,
} from './cart-rules';
import { refreshCart } from './refresh-cart';
import { maxQuantity } from '@functions/shop/order/contract';

const agbada: CartProduct = { id: 'p1', name: 'Royal Agbada', category: 'Agbada', coverImage: '/images/p1.svg', amount: 18_500_000 };
const cap: CartProduct = { id: 'p2', name: 'Gobi Cap', category: 'Caps', coverImage: '/images/p2.svg', amount: 950_000 };

describe('cart rules (SPEC §4)', () => {
  test('It should append a new product as a full SPEC §3 cart item with quantity 1', () => {
    const cart = addToCart([], agbada);

    expect(cart).toEqual([
      {
        id: 'p1',
        title: 'Royal Agbada',
        name: 'Royal Agbada',
        category: 'Agbada',
        coverImage: '/images/p1.svg',
        amount: 18_500_000,
        quantity: 1,
        price: 18_500_000,
      },
    ]);
  });

  test('It should raise quantity by 1 and price by the unit price when an existing product is added again', () => {
    const cart = addToCart(addToCart([], agbada), agbada);

    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 2, price: 37_000_000, amount: 18_500_000 });
  });

  test('It should raise quantity and price by N when N pieces are added from the panel', () => {
    const once = addToCart([], cap, 2);
    const twice = addToCart(once, cap, 3);

    expect(once[0]).toMatchObject({ quantity: 2, price: 1_900_000 });
    expect(twice[0]).toMatchObject({ quantity: 5, price: 4_750_000 });
  });

  test('It should ignore a quantity below 1 (the panel stepper starts at 0)', () => {
    const cart = addToCart([], cap);

    expect(addToCart(cart, cap, 0)).toBe(cart);
    expect(addToCart(cart, agbada, -2)).toBe(cart);
  });

  test('It should keep lines in the order they were first added', () => {
    const cart = addToCart(addToCart(addToCart([], agbada), cap), agbada);

    expect(cart.map((item) => item.id)).toEqual(['p1', 'p2']);
  });

  test('It should add one piece and its unit price on plus', () => {
    const cart = increaseQuantity(addToCart([], cap, 2), 'p2');

    expect(cart[0]).toMatchObject({ quantity: 3, price: 2_850_000 });
  });

  test('It should take one piece off on minus but never go below 1', () => {
    const three = addToCart([], cap, 3);
    const two = decreaseQuantity(three, 'p2');
    const one = decreaseQuantity(two, 'p2');
    const stillOne = decreaseQuantity(one, 'p2');

    expect(two[0]).toMatchObject({ quantity: 2, price: 1_900_000 });
    expect(one[0]).toMatchObject({ quantity: 1, price: 950_000 });
    expect(stillOne[0]).toMatchObject({ quantity: 1, price: 950_000 });
  });

  test('It should change only the line it is asked to', () => {
    const cart = increaseQuantity(addToCart(addToCart([], agbada), cap), 'p2');

    expect(cart[0]).toMatchObject({ id: 'p1', quantity: 1 });
    expect(cart[1]).toMatchObject({ id: 'p2', quantity: 2 });
  });

  test('It should delete a line on remove', () => {
    const cart = removeFromCart(addToCart(addToCart([], agbada), cap), 'p1');

    expect(cart.map((item) => item.id)).toEqual(['p2']);
  });

  test('It should total the line prices and count the pieces', () => {
    const cart = addToCart(addToCart([], agbada, 2), cap, 3);

    expect(cartTotal(cart)).toBe(2 * 18_500_000 + 3 * 950_000);
    expect(cartCount(cart)).toBe(5);
    expect(cartTotal([])).toBe(0);
  });
});

describe('the quantity limit', () => {
  test("It should be the server's own limit", () => {
    expect(maxLineQuantity).toBe(maxQuantity);
  });

  test('It should stop a line at the limit on plus and when more is added, keeping the price in step', () => {
    const full = addToCart([], cap, 19);
    const atLimit = increaseQuantity(full, 'p2');
    expect(atLimit[0]).toMatchObject({ quantity: 20, price: 20 * 950_000 });
    expect(increaseQuantity(atLimit, 'p2')).toBe(atLimit);
    expect(addToCart(atLimit, cap, 1)).toBe(atLimit);
    expect(addToCart(addToCart([], cap, 15), cap, 10)[0]).toMatchObject({ quantity: 20, price: 20 * 950_000 });
    expect(addToCart([], cap, 25)[0]).toMatchObject({ quantity: 20 });
  });
});

describe('reading a stored cart', () => {
  test('It should read back what was stored', () => {
    const cart = addToCart(addToCart([], agbada, 2), cap);

    expect(parseCart(JSON.stringify(cart))).toEqual(cart);
  });

  test('It should give an empty cart for missing, malformed or non-list values', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('{"id":"p1"}')).toEqual([]);
  });

  test('It should drop malformed lines and recompute each price from its unit price', () => {
    const good = { ...addToCart([], cap, 2)[0], price: 1 };
    const stored = JSON.stringify([good, { id: 'x', quantity: 0 }, { ...good, id: 'p3', quantity: 1.5 }, 'junk']);

    expect(parseCart(stored)).toEqual([{ ...good, price: 1_900_000 }]);
  });
});

describe('refreshing a stored cart from the catalog', () => {
  test('It should remove lines whose product is gone and reprice the rest', () => {
    const cart = addToCart(addToCart([], agbada, 2), cap);
    const cheaper = { ...agbada, amount: 15_000_000, name: 'Royal Agbada Set' };

    const result = refreshCart(cart, [cheaper]);

    expect(result.removed.map((item) => item.id)).toEqual(['p2']);
    expect(result.repriced.map((item) => item.id)).toEqual(['p1']);
    expect(result.cart).toEqual([
      expect.objectContaining({ id: 'p1', title: 'Royal Agbada Set', name: 'Royal Agbada Set', amount: 15_000_000, quantity: 2, price: 30_000_000 }),
    ]);
  });

  test('It should report nothing when the catalog agrees with the cart', () => {
    const cart = addToCart([], cap);

    const result = refreshCart(cart, [cap]);

    expect(result).toEqual({ cart, removed: [], repriced: [] });
  });
});
