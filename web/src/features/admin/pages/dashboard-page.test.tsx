/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Dashboard } from '@functions/shop/dashboard/contract';
import { apiResponse } from '../../../testing/fake-response';
import { fakeAdminApi, renderAdminPage } from '../testing/admin-page-harness';
import DashboardPage from './dashboard-page';

/** Hidden from the eye (not from screen readers): inside the visually hidden box. */
const visuallyHidden = (element: HTMLElement) => element.closest('.visually-hidden') !== null;

/*
 * jsdom draws no canvas, so uPlot is replaced here (and only in unit tests): the fake records what it was asked
 * to draw and when its module was first loaded. The browser journey draws the real chart.
 */
const mockUPlot = { loaded: false, fail: false, drawn: [] as { data: unknown }[] };
jest.mock('uplot', () => {
  mockUPlot.loaded = true;
  class FakeUPlot {
    static paths = {};
    static tzDate = (date: Date) => date;
    constructor(_options: unknown, data: unknown, target: HTMLElement) {
      if (mockUPlot.fail) throw new Error('no canvas');
      mockUPlot.drawn.push({ data });
      target.append(document.createElement('canvas'));
    }
    setSize() {}
    destroy() {}
  }
  return { __esModule: true, default: FakeUPlot };
});

const day = (index: number) => `2026-11-${String(index + 1).padStart(2, '0')}`;
const dashboard: Dashboard = {
  users: 4,
  orders: 7,
  products: 3,
  pendingOrders: 1,
  paidOrders: 6,
  revenue: 90_000_00,
  daily: Array.from({ length: 30 }, (_, index) => ({ period: day(index), revenue: index === 9 ? 60_000_00 : index === 20 ? 30_000_00 : 0, orders: index === 9 ? 4 : index === 20 ? 2 : 0 })),
  monthly: Array.from({ length: 12 }, (_, index) => ({ period: `2026-${String(index + 1).padStart(2, '0')}`, revenue: index === 10 ? 90_000_00 : 0, orders: index === 10 ? 6 : 0 })),
};

fakeAdminApi((url) => {
  if (url === '/api/v1/admin/dashboard') return apiResponse(dashboard);
  if (url.startsWith('/api/v1/admin/order/fetch-all-orders')) return apiResponse([]);
  return undefined;
});

beforeEach(() => {
  mockUPlot.fail = false;
  mockUPlot.drawn.length = 0;
});

const charts = () => document.querySelectorAll('.admin-chart');

describe('the admin dashboard', () => {
  test('It should load the chart library only once the dashboard shows sales, and draw both spans', async () => {
    expect(mockUPlot.loaded).toBe(false);
    renderAdminPage(<DashboardPage />);
    await waitFor(() => expect(document.querySelectorAll('[data-chart-state="ready"]')).toHaveLength(2));
    expect(mockUPlot.loaded).toBe(true);
    const [daily, monthly] = mockUPlot.drawn.map((plot) => plot.data as number[][]);
    expect(daily?.[0]).toHaveLength(30);
    expect(daily?.[1]?.[9]).toBe(60_000);
    expect(daily?.[2]?.[9]).toBe(4);
    expect(monthly?.[0]).toHaveLength(12);
    for (const chart of charts()) expect(chart.getAttribute('aria-hidden')).toBe('true');
  });

  test('It should keep the sales readable as tables and show them on request', async () => {
    renderAdminPage(<DashboardPage />);
    const daily = await screen.findByRole('table', { name: 'Paid sales, last 30 days' });
    expect(within(daily).getAllByRole('row')).toHaveLength(31);
    expect(within(daily).getByRole('rowheader', { name: '10 Nov' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Paid sales, last 12 months' })).toBeTruthy();
    expect(screen.getByText('₦90,000 from 6 paid orders; best day: 10 Nov, ₦60,000.')).toBeTruthy();
    expect(visuallyHidden(daily)).toBe(true);
    const [showDaily] = screen.getAllByRole('button', { name: 'Show as table' });
    await act(async () => showDaily?.click());
    expect(showDaily?.getAttribute('aria-pressed')).toBe('true');
    expect(visuallyHidden(daily)).toBe(false);
    expect(charts()).toHaveLength(1);
    fireEvent.click(showDaily as HTMLElement);
    expect(visuallyHidden(daily)).toBe(true);
  });

  test('It should show the tables when the chart cannot be drawn', async () => {
    mockUPlot.fail = true;
    renderAdminPage(<DashboardPage />);
    await waitFor(() => expect(document.querySelectorAll('[data-chart-state="failed"]')).toHaveLength(2));
    expect(visuallyHidden(screen.getByRole('table', { name: 'Paid sales, last 30 days' }))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });
});
