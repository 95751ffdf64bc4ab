import type { Page } from 'playwright-core';
import type { AdminReview } from '../../functions/src/shop/review/contract';
import { api } from '../support/api-client';
import { asAdmin } from '../support/admin';
import { logOutAdmin, openMenuItem, signInAdmin } from '../support/admin-browser';
import { catalog, orderBody, placed, registerShopper } from '../support/orders';
import { testStack } from '../support/stack';
import { fetchCategories, seriousViolations, useStorefront } from '../support/storefront';
import type { Viewport } from '../support/viewports';

/** The back office's own frame at every width, its deep-linked forms, and the details an admin reads in words. */

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const prefix = 'Layout ';

const widths: readonly (readonly [string, Viewport])[] = [
  ['1366 px', { width: 1366, height: 900 }],
  ['1024 px', { width: 1024, height: 768 }],
  ['768 px', { width: 768, height: 1024 }],
  ['390 px', { width: 390, height: 844 }],
];
const desktopAndPhone = widths.filter(([, viewport]) => viewport.width === 1366 || viewport.width === 390);

async function sidewaysScroll(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** Opens `path` in the running app: a History API entry (no state, which its router reads as none), then the `popstate` it listens to. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Playwright's `networkidle` for a page opened inside the app, where the document's load states were reached long
 * ago: resolves once no request of the page has been in flight for `quietMs` (networkidle's own 500 ms).
 */
function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      settle();
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    function done() {
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    }
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    settle();
  });
}

/** Every admin route of SPEC §2 with the heading it shows, for one order, customer, category and review. */
async function adminPages(): Promise<{ path: string; heading: string }[]> {
  const customer = testStack().accounts.customer.email;
  const shopper = await registerShopper('admin-layout');
  const products = await catalog(12);
  const [product] = products;
  if (!product) throw new Error('No product seeded');
  const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
  // An open remake request of the longest-named product: its card's four buttons are named after the item.
  const longest = products.reduce((widest, next) => (next.name.length > widest.name.length ? next : widest));
  const completed = await placed(shopper, orderBody(shopper, [{ productId: longest.id, quantity: 1 }]));
  expect((await asAdmin('/admin/order/update-order-status', { body: { orderID: completed.orderID, status: 'completed', confirmUnpaid: true } })).status).toBe(200);
  const remake = await api('/order/request-remake', { token: shopper.token, body: { orderID: completed.orderID, itemIndex: 0, reason: 'The sleeves are too short' } });
  expect(remake.status).toBe(201);
  const [category] = await fetchCategories();
  if (!category) throw new Error('No category seeded');
  const reviews = (await asAdmin<AdminReview[]>('/admin/review/fetch-all-reviews')).body.data ?? [];
  const pages = [
    { path: '/admin/dashboard', heading: 'Admin: dashboard' },
    { path: '/admin/users', heading: 'Users' },
    { path: '/admin/users/add-user', heading: 'Add User' },
    { path: `/admin/users/edit-user/${encodeURIComponent(customer)}`, heading: 'Edit user' },
    { path: `/admin/users/view-user/${encodeURIComponent(customer)}`, heading: 'Ada Okafor' },
    { path: '/admin/products', heading: 'Products' },
    { path: '/admin/products/add-product', heading: 'Add product' },
    { path: '/admin/orders', heading: 'Orders' },
    { path: `/admin/orders/${order.orderID}`, heading: `Order ${order.orderID}` },
    { path: '/admin/orders/remakes', heading: 'Remake requests' },
    { path: '/admin/categories', heading: 'Categories' },
    { path: '/admin/categories/add-category', heading: 'Add category' },
    { path: `/admin/categories/edit-category?id=${encodeURIComponent(category.id)}`, heading: 'Edit category' },
    { path: '/admin/reviews', heading: 'Reviews' },
    { path: '/admin/settings/general', heading: 'General settings' },
    { path: '/admin/settings/security', heading: 'Security settings' },
    { path: '/admin/settings/audit', heading: 'Audit log' },
  ];
  const [review] = reviews;
  if (review) pages.push({ path: `/admin/reviews/${encodeURIComponent(review.id)}`, heading: 'Review' });
  return pages;
}

describe.each(widths)('the back office at %s', (_label, viewport) => {
  const shop = useStorefront(viewport);

  test('It should scroll no admin page sideways, in its own frame with the menu button, one greeting and one Log out', async () => {
    const { page } = shop;
    const pages = await adminPages();
    await signInAdmin(page);
    const overflowing: string[] = [];
    for (const [index, { path, heading }] of pages.entries()) {
      // The first page is a deep link; the others are opened inside the app, as the menu would, so each is laid
      // out from its own first render at this width without reloading the whole app.
      const quiet = networkQuiet(page);
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await quiet;
      if (path === '/admin/dashboard') await page.locator('.admin-chart[data-chart-state="ready"] canvas').first().waitFor();
      const { scrollWidth, innerWidth } = await sidewaysScroll(page);
      if (scrollWidth > innerWidth) overflowing.push(`${path}: ${scrollWidth} > ${innerWidth}`);
    }
    expect(overflowing).toEqual([]);

    // The back office's frame, not the shop's: no shop navigation or search, one admin menu and one Log out.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: /search products/i }).count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Admin menu' });
    expect(await toggle.getAttribute('aria-controls')).toBe('admin-side-menu');
    const wide = viewport.width >= 1024;
    expect(await toggle.getAttribute('aria-expanded')).toBe(String(wide));
    await page.getByRole('button', { name: /^Hello, / }).click();
    expect(await page.getByRole('button', { name: /log ?out/i }).count()).toBe(1);
    await page.keyboard.press('Escape');

    // The side menu folds and unfolds from the keyboard; the content then takes the whole width.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe(String(!wide));
    if (wide) {
      const content = await page.locator('#admin-content').boundingBox();
      expect(content?.width ?? 0).toBeGreaterThan(viewport.width - 20);
      await page.keyboard.press('Enter');
    }
    await openMenuItem(page, viewport, 'Orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect((await sidewaysScroll(page)).scrollWidth).toBeLessThanOrEqual(viewport.width);
  });
});

describe.each(desktopAndPhone)('the back office details at %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  afterEach(async () => {
    for (const category of await fetchCategories()) {
      if (category.name.startsWith(prefix)) await asAdmin('/admin/category/delete-category', { body: { id: category.id } });
    }
  });

  test('It should land an admin on the dashboard after sign-in and show admins a Back office link in the shop header', async () => {
    const { page } = shop;
    await signInAdmin(page);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/');
    if (viewport.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Back office' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin: dashboard' }).waitFor();
    await logOutAdmin(page);
    await page.waitForURL((url) => url.pathname === '/login');
  });

  test('It should add and edit a category at their deep links, refuse a non-image at once, take several gallery images, and log it in words', async () => {
    const { page } = shop;
    const name = `${prefix}${viewport.width} ${Date.now()}`;
    await signInAdmin(page);

    await page.goto('/admin/categories/add-category');
    const addForm = page.getByRole('form', { name: 'Add category' });
    await addForm.getByLabel('Category name').fill(name);
    await addForm.getByLabel('Cover image', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await addForm.getByRole('alert').getByText('notes.txt is not an image. Choose a JPEG, PNG, WebP or GIF file.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await addForm.getByLabel('Cover image', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await addForm.locator('img').waitFor();
    await addForm.getByRole('button', { name: 'Save category' }).click();
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    const category = (await fetchCategories()).find((candidate) => candidate.name === name);
    if (!category) throw new Error('The category was not added');

    await page.goto(`/admin/categories/edit-category?id=${encodeURIComponent(category.id)}`);
    const editForm = page.getByRole('form', { name: 'Edit category' });
    expect(await editForm.getByLabel('Category name').inputValue()).toBe(name);
    expect(await seriousViolations(page)).toEqual([]);
    await editForm.getByLabel('Description (optional)').fill('Edited from its own page');
    await editForm.getByRole('button', { name: 'Save category' }).click();
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();

    await page.goto('/admin/products/add-product');
    const productForm = page.getByRole('form', { name: 'Add product' });
    await productForm.getByLabel('Product name').fill(`${name} buba`);
    await productForm.getByLabel('Description').fill('Two gallery images chosen at once.');
    await productForm.getByLabel('Amount (₦)').fill('18000');
    await productForm.getByRole('combobox', { name: 'Category' }).locator(`option[value="${name}"]`).waitFor({ state: 'attached' });
    await productForm.getByRole('combobox', { name: 'Category' }).selectOption(name);
    await productForm.getByLabel('Featured image', { exact: true }).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
    await productForm.getByLabel('Add gallery images', { exact: true }).setInputFiles([
      { name: 'back.png', mimeType: 'image/png', buffer: png },
      { name: 'side.png', mimeType: 'image/png', buffer: png },
    ]);
    const gallery = productForm.getByRole('list', { name: 'Gallery images' }).getByRole('listitem');
    await gallery.nth(1).waitFor();
    expect(await gallery.count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await productForm.getByRole('button', { name: 'Save product' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();

    // The audit log names the admin and the category and shows the price in naira.
    await page.goto('/admin/settings/audit');
    await page.getByRole('button', { name: 'Product', exact: true }).click();
    const productRow = page.getByRole('row').filter({ hasText: `added the product ${name} buba` });
    await productRow.waitFor();
    expect(await productRow.textContent()).toContain('Shop Admin');
    expect(await productRow.textContent()).toContain('amount: ₦18,000.00');
    await page.getByRole('button', { name: 'Category', exact: true }).click();
    await page.getByRole('row').filter({ hasText: `edited the category ${name}` }).waitFor();
    expect(await page.getByRole('table').textContent()).not.toContain(category.id);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("It should list the demo customer in Users with Add User beside the search, and show an order's timeline", async () => {
    const { page } = shop;
    const shopper = await registerShopper('admin-layout-timeline');
    const [product] = await catalog(1);
    if (!product) throw new Error('No product seeded');
    const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
    await signInAdmin(page);

    await openMenuItem(page, viewport, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(testStack().accounts.customer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('table', { name: 'Users, page 1' }).getByRole('link', { name: 'Ada Okafor' }).waitFor();
    if (viewport.width >= 768) {
      const search = await page.getByRole('button', { name: 'Search', exact: true }).boundingBox();
      const add = await page.getByRole('link', { name: 'Add User' }).boundingBox();
      expect(Math.abs((add?.y ?? 0) + (add?.height ?? 0) - ((search?.y ?? 0) + (search?.height ?? 0)))).toBeLessThanOrEqual(1);
    }

    await page.goto(`/admin/orders/${order.orderID}`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByRole('listitem').first().waitFor();
    // The shared timeline (the customer's too) names the first, unpaid step 'Order placed'.
    expect(await timeline.getByRole('listitem').first().textContent()).toContain('Order placed');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
