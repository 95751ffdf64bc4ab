import type { DiscountSlotItem } from '../db/discount-slot';
import { chooseDiscountSlot, memberDiscountStatus } from './discount-slots';

const now = new Date('2026-03-01T12:00:00.000Z');
const slot = (n: number, state: 'reserved' | 'used', holdUntil = '2026-03-02T00:00:00.000Z'): DiscountSlotItem => ({
  userId: 'u1',
  slot: n,
  orderID: `ORDER${n}`,
  state,
  holdUntil,
});

describe('chooseDiscountSlot', () => {
  test('It should pick the lowest slot never claimed', () => {
    expect(chooseDiscountSlot([], now)).toEqual({ kind: 'free', slot: 1 });
    expect(chooseDiscountSlot([slot(1, 'used'), slot(3, 'reserved')], now)).toEqual({ kind: 'free', slot: 2 });
  });

  test('It should give no discount when three orders are paid or still hold their slot', () => {
    expect(chooseDiscountSlot([slot(1, 'used'), slot(2, 'reserved'), slot(3, 'used')], now)).toEqual({ kind: 'none' });
  });

  test('It should take over a slot whose unpaid order let its hold run out, but never a used one', () => {
    const expired = '2026-03-01T11:00:00.000Z';
    expect(chooseDiscountSlot([slot(1, 'used', expired), slot(2, 'reserved', expired), slot(3, 'used')], now)).toEqual({
      kind: 'takeover',
      slot: 2,
      fromOrderID: 'ORDER2',
    });
  });
});

describe('memberDiscountStatus', () => {
  test('It should count the discounts paid orders have not spent and say which discounted order comes next', () => {
    expect(memberDiscountStatus([], now)).toEqual({ percent: 50, orders: 3, left: 3, nextOrder: 1 });
    expect(memberDiscountStatus([slot(1, 'used'), slot(2, 'reserved')], now)).toEqual({ percent: 50, orders: 3, left: 2, nextOrder: 3 });
  });

  test('It should say the next order pays full price once three orders are paid', () => {
    expect(memberDiscountStatus([slot(1, 'used'), slot(2, 'used'), slot(3, 'used')], now)).toEqual({ percent: 50, orders: 3, left: 0, nextOrder: null });
  });
});
