import { csvCell, nairaFigure, ordersCsv } from './order-export';
import { orderFixture } from './order-fixture';
import { itemRefundAmount } from './remake-settlement-service';

describe('the orders CSV', () => {
  test('It should keep formula-like cells as text and quote cells with commas, quotes or line breaks', () => {
    expect(['=SUM(A1)', '+234', '-1', '@cmd', 'Obi, Ada', 'say "hi"', 'plain'].map(csvCell)).toEqual(["'=SUM(A1)", "'+234", "'-1", "'@cmd", '"Obi, Ada"', '"say ""hi"""', 'plain']);
  });

  test('It should write the header and one row per order with naira figures', () => {
    const csv = ordersCsv([orderFixture({ name: '=Ada', refundedAmount: 5_000_00, payment: 'partially_refunded' })]);
    expect(csv.split('\r\n')).toEqual([
      'Order ID,Placed,Customer,E-mail,Status,Payment,Total (NGN),Refunded (NGN)',
      "ABCDEFGHJK,2026-03-01T10:00:00.000Z,'=Ada,ada@example.com,pending,partially_refunded,20100.00,5000.00",
      '',
    ]);
    expect(nairaFigure(1)).toBe('0.01');
  });
});

describe('a full refund of a remade item', () => {
  test("It should give back the item's price less its share of the member discount, never the delivery fee or more than is left", () => {
    const two = orderFixture({
      orderItems: [orderFixture().orderItems[0]!, { ...orderFixture().orderItems[0]!, price: 10_000_00, unitPrice: 10_000_00 }],
      subtotal: 30_000_00,
      discount: 3_000_00,
      totalPrice: 27_100_00,
    });
    expect(itemRefundAmount(two, 1)).toBe(9_000_00);
    expect(itemRefundAmount({ ...two, refundedAmount: 20_000_00 }, 1)).toBe(7_100_00);
    expect(itemRefundAmount(two, 5)).toBe(0);
  });
});
