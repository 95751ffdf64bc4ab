import type { Order } from './contract';
import { formatKobo, orderConfirmationMail, receiptMail } from './order-mail';

const order: Order = {
  orderID: 'ABCDEFGHJK',
  status: 'pending',
  payment: 'unpaid',
  created_at: '2026-03-01T10:00:00.000Z',
  name: 'Ada <Obi>',
  email: 'ada@example.com',
  phone: '+2348012345678',
  orderItems: [
    { productId: 'p1', title: 'Agbada & cap', coverImage: '/images/a.png', unitPrice: 25_000_00, quantity: 2, price: 50_000_00, measurement: { measurementId: 'm1', name: 'Ada', takenAt: '2026-01-01T00:00:00.000Z' } },
  ],
  delivery: true,
  deliveryFee: 100_00,
  deliveryDetails: null,
  pickupAddress: null,
  measurement: { measurementId: 'm1', name: 'Ada', takenAt: '2026-01-01T00:00:00.000Z' },
  subtotal: 50_000_00,
  discount: 25_000_00,
  totalPrice: 25_100_00,
  neededBy: null,
  paidAt: null,
  statusHistory: [],
  refundedAmount: 0,
  refundPendingAmount: 0,
  refunds: [],
  cancelledAt: null,
  cancelReason: null,
};

describe('order e-mails', () => {
  test('It should format kobo as naira with separators', () => {
    expect(formatKobo(25_100_00)).toMatch(/25,100\.00/);
  });

  test('It should list the priced lines and the summary in both bodies', () => {
    const mail = orderConfirmationMail(order);
    expect(mail.subject).toContain('ABCDEFGHJK');
    expect(mail.text).toMatch(/Agbada & cap × 2 .*50,000\.00/);
    expect(mail.text).toMatch(/Member discount: -.*25,000\.00/);
    expect(mail.html).toContain('Agbada &#38; cap');
  });

  test('It should never place customer text into the HTML as markup', () => {
    expect(receiptMail(order).html).not.toContain('<Obi>');
    expect(receiptMail(order).html).toContain('Ada &#60;Obi&#62;');
  });
});
