import type { Notification } from '../../functions/src/shop/notification/contract';
import { openMenuItem, signInAdmin } from '../support/admin-browser';
import { api } from '../support/api-client';
import { catalog, orderBody, placed, registerShopper } from '../support/orders';
import { asAdmin } from '../support/admin';
import { fetchCategories, seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport } from '../support/viewports';

/** The back office in the browser: sign-in, dashboard, orders and a status change the customer hears of. */

const journeyPrefix = 'Journey ';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

describeEachViewport('the back office on %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  // A journey that fails half-way must not leave its category and product for the catalogue tests after it.
  afterEach(async () => {
    for (const category of await fetchCategories()) {
      if (category.name.startsWith(journeyPrefix)) await asAdmin('/admin/category/delete-category', { body: { id: category.id } });
    }
  });

  test('It should sign the admin in to the dashboard and change an order status that notifies the customer', async () => {
    const { page } = shop;
    const shopper = await registerShopper('admin-journey');
    const [product] = await catalog(1);
    if (!product) throw new Error('No product seeded');
    const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));

    await signInAdmin(page);
    await page.getByRole('button', { name: /^Hello, / }).waitFor();
    await page.getByText('Total products').waitFor();
    const dailySales = page.getByRole('table', { name: 'Paid sales, last 30 days' });
    await dailySales.waitFor({ state: 'attached' });
    await page.getByRole('table', { name: 'Newest pending orders' }).getByRole('link', { name: order.orderID }).waitFor();
    const charts = page.locator('.admin-chart[data-chart-state="ready"] canvas');
    await charts.first().waitFor();
    expect(await charts.count()).toBe(2);
    expect((await charts.first().boundingBox())?.width ?? 0).toBeGreaterThan(100);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show as table' }).first().click();
    await dailySales.getByRole('rowheader').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await openMenuItem(page, viewport, 'Orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderID);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('table', { name: 'Orders, page 1' }).getByRole('link', { name: order.orderID });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await row.click();
    await page.getByRole('heading', { level: 1, name: `Order ${order.orderID}` }).waitFor();
    await page.getByText(shopper.email).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Update status' }).click();
    await page.getByRole('alert').getByText('select status').waitFor();
    await page.getByRole('combobox', { name: 'Change status' }).selectOption('processing');
    await page.getByRole('button', { name: 'Update status' }).click();
    // The order is not paid: work starts on it only once the admin confirms that.
    const unpaid = page.getByRole('alertdialog', { name: 'This order is unpaid' });
    await unpaid.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await unpaid.getByRole('button', { name: 'Yes, mark it processing' }).click();
    await page.getByRole('status').getByText('Order status updated').waitFor();

    const inbox = await api<Notification[]>('/notification/fetch-my-notifications', { token: shopper.token });
    expect(inbox.body.data?.some((item) => item.orderID === order.orderID && item.title === 'Order processing')).toBe(true);
  });

  test('It should add a category and a product with images (uploads in progress shown), see it on the storefront, and delete the category once confirmed', async () => {
    const { page } = shop;
    const name = `${journeyPrefix}${viewport.width} ${Date.now()}`;
    await signInAdmin(page);

    await openMenuItem(page, viewport, 'Categories');
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await page.getByRole('button', { name: 'Add category' }).click();
    const form = page.getByRole('dialog', { name: 'Add category' });
    await form.getByRole('button', { name: 'Save category' }).click();
    await page.getByRole('alert').getByText('enter category name').waitFor();
    await form.getByLabel('Category name').fill(name);
    await form.getByLabel('Cover image', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await form.locator('img').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save category' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search categories' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.locator('td[data-label="Products"]').textContent()).toBe('0');
    expect(await seriousViolations(page)).toEqual([]);

    await openMenuItem(page, viewport, 'Products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('table', { name: 'Products, page 1' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add product' }).click();
    const productForm = page.getByRole('dialog', { name: 'Add product' });
    await productForm.getByRole('button', { name: 'Save product' }).click();
    await page.getByRole('alert').getByText('enter product name').waitFor();
    await productForm.getByRole('combobox', { name: 'Category' }).locator(`option[value="${name}"]`).waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);

    // A real product with a featured and a gallery image. The uploads go straight to storage; holding them back a
    // moment lets the journey see each one's progress bar.
    const productName = `${name} kaftan`;
    await productForm.getByLabel('Product name').fill(productName);
    await productForm.getByLabel('Description').fill('Hand-finished kaftan, made to the journey\'s measure.');
    await productForm.getByLabel('Amount (₦)').fill('25000');
    await productForm.getByRole('combobox', { name: 'Category' }).selectOption(name);
    const shopOrigin = new URL(page.url()).origin;
    await page.route(
      (url) => url.origin !== shopOrigin,
      async (route) => {
        if (route.request().method() === 'POST') await new Promise((wake) => setTimeout(wake, 700));
        await route.continue();
      },
    );
    await productForm.getByLabel('Featured image', { exact: true }).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
    await productForm.getByRole('progressbar', { name: 'Featured image upload progress' }).waitFor();
    await productForm.getByLabel('Add gallery images', { exact: true }).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
    await productForm.getByRole('progressbar', { name: 'Add gallery images upload progress' }).waitFor();
    await productForm.getByRole('list', { name: 'Gallery images' }).getByRole('listitem').first().waitFor();
    await page.unrouteAll({ behavior: 'wait' });
    await productForm.getByRole('button', { name: 'Save product' }).click();
    await productForm.waitFor({ state: 'detached' });
    await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).fill(productName);
    await page.getByRole('row').filter({ hasText: productName }).waitFor();

    // The shopper sees it in its category at ₦25,000.
    await page.goto(`/products/${encodeURIComponent(name)}`);
    await page.getByText(productName).first().waitFor();
    await page.getByText(/25,000/).first().waitFor();
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin: dashboard' }).waitFor();

    await openMenuItem(page, viewport, 'Categories');
    await page.getByRole('searchbox', { name: 'Search categories' }).fill(name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await confirm.getByText('is deleted too').waitFor();
    await confirm.getByRole('button', { name: 'Delete category' }).click();
    await page.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached' });
  });
});
