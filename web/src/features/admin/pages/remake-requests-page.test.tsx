/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminRemakeRequest } from '@functions/shop/order/contract';
import { getToasts } from '../../../components/toast/toast-store';
import { apiResponse } from '../../../testing/fake-response';
import { fakeAdminApi, renderAdminPage } from '../testing/admin-page-harness';
import RemakeRequestsPage from './remake-requests-page';

const request: AdminRemakeRequest = {
  requestId: 'r1',
  orderID: 'ORDER00001',
  itemIndex: 0,
  itemTitle: 'Royal Agbada',
  reason: 'The sleeves are too short',
  status: 'open',
  created_at: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  remakeOrderID: null,
  declineReason: null,
  outcome: null,
  refundAmount: null,
  settlementNote: null,
  userId: 'u1',
  orderedMeasurement: { measurementId: 'm1', name: 'Ada', takenAt: '2026-10-01T00:00:00.000Z', chest: 38, sleeve: 24 },
  correctedMeasurement: { sleeve: 26 },
};

const { calls, writes } = fakeAdminApi((url) => {
  if (url.startsWith('/api/v1/admin/order/fetch-remake-requests?')) return apiResponse(url.includes('status=open') ? [request] : []);
  if (url === '/api/v1/admin/order/accept-remake' || url === '/api/v1/admin/order/decline-remake' || url === '/api/v1/admin/order/settle-remake') return apiResponse({});
  return undefined;
});
const renderPage = () => renderAdminPage(<RemakeRequestsPage />);

describe('the admin remake requests', () => {
  test('It should list open requests with the order, item, reason and the ordered beside the corrected measures', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Open remake requests, page 1' });
    const card = within(list).getByRole('listitem', { name: 'Remake of Royal Agbada' });
    expect(within(card).getByRole('link', { name: 'ORDER00001' }).getAttribute('href')).toBe('/admin/orders/ORDER00001');
    expect(card.textContent).toContain('The sleeves are too short');
    const table = within(card).getByRole('table', { name: 'Measurements of Royal Agbada (inches)' });
    expect(within(table).getByRole('row', { name: /Sleeve/ }).textContent).toBe('Sleeve2426');
    expect(within(table).getByRole('row', { name: /Chest/ }).textContent).toBe('Chest38–');
    expect(calls.some((call) => call.url === '/api/v1/admin/order/fetch-remake-requests?page=1&status=open')).toBe(true);
  });

  test('It should accept a request with a toast', async () => {
    renderPage();
    const accept = await screen.findByRole('button', { name: 'Accept remake of Royal Agbada' });
    await act(async () => {
      fireEvent.click(accept);
    });
    expect(writes().find((call) => call.url.endsWith('/accept-remake'))?.body).toEqual({ orderID: 'ORDER00001', requestId: 'r1' });
    expect(getToasts().at(-1)?.message).toBe('ok');
  });

  test('It should ask the reason before declining, and send nothing without one', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline remake of Royal Agbada' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the remake of Royal Agbada' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give the reason the customer will read');
    expect(writes().filter((call) => call.url.endsWith('/decline-remake'))).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the customer)'), { target: { value: 'Worn and washed' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    });
    expect(writes().find((call) => call.url.endsWith('/decline-remake'))?.body).toEqual({ orderID: 'ORDER00001', requestId: 'r1', reason: 'Worn and washed' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('It should show the other statuses from the chips, starting again at page 1', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Open remake requests, page 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Declined' }));
    expect(await screen.findByText('No declined remake requests.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/v1/admin/order/fetch-remake-requests?page=1&status=declined')).toBe(true);
  });

  test('It should settle a request with a partial refund in kobo and the note for the customer', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Partial refund for Royal Agbada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partial refund for Royal Agbada' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Amount in naira'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund the allowance' }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Enter the amount in naira, more than ₦0', 'Please write the note the customer will read']);
    fireEvent.change(within(dialog).getByLabelText('Amount in naira'), { target: { value: '7500' } });
    fireEvent.change(within(dialog).getByLabelText('Note (sent to the customer)'), { target: { value: 'For a tailor near you' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Refund the allowance' }));
    });
    expect(writes().filter((call) => call.url.endsWith('/settle-remake')).map((call) => call.body)).toEqual([
      { orderID: 'ORDER00001', requestId: 'r1', outcome: 'partial_refund', amount: 7_500_00, note: 'For a tailor near you', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  test('It should refund in full only once the garment is ticked as returned', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Full refund for Royal Agbada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full refund for Royal Agbada' });
    fireEvent.change(within(dialog).getByLabelText('Note (sent to the customer)'), { target: { value: 'Sorry it did not fit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A full refund needs the garment back: tick it once it has arrived');
    expect(writes().filter((call) => call.url.endsWith('/settle-remake'))).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText('Garment returned'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    });
    expect(writes().find((call) => call.url.endsWith('/settle-remake'))?.body).toEqual({
      orderID: 'ORDER00001',
      requestId: 'r1',
      outcome: 'full_refund',
      garmentReturned: true,
      note: 'Sorry it did not fit',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
