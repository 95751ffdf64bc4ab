/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { encode } from 'uqr';
import type { AdminOrder } from '@functions/shop/order/contract';
import { JobCards } from './job-cards';

const measurement = { measurementId: 'm1', name: 'Ada', takenAt: '2026-10-01T00:00:00.000Z', chest: 38 };
const line = { productId: 'p1', title: 'Royal Agbada', coverImage: '/p1.svg', unitPrice: 100, quantity: 1, price: 100, measurement };
const order = {
  orderID: 'ORDER00001',
  orderItems: [line, { ...line, productId: 'p2', title: 'Kaftan' }],
  name: 'Ada Obi',
  phone: '+2348012345678',
  neededBy: null,
} as unknown as AdminOrder;

describe('the job cards', () => {
  test("It should give every card a labelled QR code of the order's back-office page, module for module", () => {
    render(<JobCards order={order} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const url = `${window.location.origin}/admin/orders/ORDER00001`;
    for (const card of cards) {
      const qr = within(card).getByRole('img', { name: 'QR code opening order ORDER00001 in the back office' });
      const expected = encode(url, { ecc: 'M', border: 2 });
      expect(qr.getAttribute('viewBox')).toBe(`0 0 ${expected.size} ${expected.size}`);
      const dark = expected.data.flat().filter(Boolean).length;
      expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
      expect(card.textContent).toContain(url);
    }
  });
});
