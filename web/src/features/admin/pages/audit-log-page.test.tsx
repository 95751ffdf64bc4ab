/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditLogEntry } from '@functions/shop/audit/contract';
import { apiResponse } from '../../../testing/fake-response';
import { fakeAdminApi, renderAdminPage } from '../testing/admin-page-harness';
import AuditLogPage from './audit-log-page';

const entries: AuditLogEntry[] = [
  { id: 'e3', at: '2026-11-22T10:00:00.000Z', actorId: 'admin-1', actorName: 'Shop Admin', entity: 'setting', entityId: 'shop', entityName: 'shop settings', action: 'update', before: 'deliveryFee: ₦2,000.00', after: 'deliveryFee: ₦2,500.00' },
  { id: 'e2', at: '2026-11-21T10:00:00.000Z', actorId: 'admin-1', actorName: 'Shop Admin', entity: 'order', entityId: 'ORDER00001', entityName: 'ORDER00001', action: 'accept-remake', before: 'remake: open', after: 'remake: accepted' },
  { id: 'e1', at: '2026-11-20T10:00:00.000Z', actorId: 'admin-1', actorName: 'Shop Admin', entity: 'product', entityId: 'p1', entityName: 'Kaftan', action: 'add', before: '', after: 'name: Kaftan, amount: ₦25,000.00, topProduct: true' },
];

const { calls } = fakeAdminApi((url) => {
  if (url.startsWith('/api/v1/admin/fetch-audit-log?')) return apiResponse(url.includes('entity=category') ? [] : entries);
  return undefined;
});

describe('the admin audit log', () => {
  test('It should show who did what to what and when in words, newest first, with the before and after summaries', async () => {
    renderAdminPage(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit entries, page 1' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (column: number) => rows.map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    expect(cells(1)).toEqual(['Shop Admin', 'Shop Admin', 'Shop Admin']);
    expect(cells(2)).toEqual(['edited the shop settings', 'accepted a remake request on order ORDER00001', 'added the product Kaftan']);
    expect(cells(3)).toEqual(['delivery fee: ₦2,000.00', 'remake: open', '–']);
    expect(cells(4)).toEqual(['delivery fee: ₦2,500.00', 'remake: accepted', 'name: Kaftan, amount: ₦25,000.00, top product: yes']);
    expect(table.textContent).not.toContain('admin-1');
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]?.getAttribute('data-label')).toBe('Who');
    expect(calls.some((call) => call.url === '/api/v1/admin/fetch-audit-log?page=1')).toBe(true);
  });

  test('It should filter by entity from the chips', async () => {
    renderAdminPage(<AuditLogPage />);
    await screen.findByRole('table', { name: 'Audit entries, page 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Category' }));
    expect(await screen.findByText('No audit entries.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Category' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((call) => call.url === '/api/v1/admin/fetch-audit-log?page=1&entity=category')).toBe(true);
  });
});
