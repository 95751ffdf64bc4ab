/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditLogEntry } from '@functions/shop/audit/contract';
import { apiResponse } from '../../../testing/fake-response';
import { fakeAdminApi, renderAdminPage } from '../testing/admin-page-harness';
import AuditLogPage from './audit-log-page';

const entries: AuditLogEntry[] = [
  { id: 'e2', at: '2026-11-21T10:00:00.000Z', actorId: 'admin-1', entity: 'order', entityId: 'ORDER00001', action: 'accept-remake', before: 'remake: open', after: 'remake: accepted' },
  { id: 'e1', at: '2026-11-20T10:00:00.000Z', actorId: 'admin-1', entity: 'product', entityId: 'p1', action: 'add', before: '', after: 'name: Kaftan' },
];

const { calls } = fakeAdminApi((url) => {
  if (url.startsWith('/api/v1/admin/fetch-audit-log?')) return apiResponse(url.includes('entity=category') ? [] : entries);
  return undefined;
});

describe('the admin audit log', () => {
  test('It should show who did what and when, newest first, with the before and after summaries', async () => {
    renderAdminPage(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit entries, page 1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['accept-remake', 'add']);
    expect(rows[0]?.textContent).toContain('order ORDER00001');
    expect(rows[0]?.textContent).toContain('remake: open');
    expect(rows[1]?.textContent).toContain('–');
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
