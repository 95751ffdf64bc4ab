import { useMemo, useState } from 'react';
import { Link } from '../../../lib/router/link';
import { Navigate } from '../../../lib/router/navigate';
import type { PlacedOrder } from '@functions/shop/order/contract';
import { useShopSettings } from '../../../components/checkout/api/fetch-shop-settings';
import { BuyerProtection, PaymentIcons } from '../../../components/checkout/payment-icons';
import { PriceSummaryList } from '../../../components/checkout/price-summary';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { withItemNames } from '../../../lib/api-problems';
import { useSession } from '../../../lib/auth/session';
import { useCart } from '../../../lib/cart/cart-store';
import { loadCheckoutDraft } from '../../../lib/checkout/checkout-draft';
import { estimatePrices } from '../../../lib/checkout/estimate';
import { discountNote } from '../../../lib/checkout/promises';
import { deliveryFeeFor } from '@functions/shop/setting/contract';
import { usePrice } from '../../../components/checkout/use-price';
import { formatMoney } from '../../../lib/money';
import { useMe } from '../../../lib/user/use-me';
import { addOrder } from '../api/add-order';
import { AddressBlock, MeasurementTable } from '../../../components/orders/order-views';
import { usePayOrder } from '../components/use-pay-order';
import '../components/orders-pages.css';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/**
 * The order confirmation (`/order`): what the cart page chose (kept in session storage, so a reload works),
 * an estimate until the server has priced the order, and Place an order, which places it once (the draft's
 * idempotency key) and opens Pay's pop-up.
 */
export default function OrderPage() {
  useDocumentTitle('Confirm your order');
  const session = useSession();
  const me = useMe();
  const settings = useShopSettings();
  const cart = useCart();
  const draft = useMemo(() => loadCheckoutDraft(), []);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const { pay, busy } = usePayOrder({ fromCheckout: true });
  const price = usePrice();

  if (session.status === 'signed-out') return <Navigate to={paths.login.getHref(paths.order.getHref())} replace />;

  if (!draft) {
    return (
      <div className="container page">
        <PageHeading>Confirm your order</PageHeading>
        <div className="empty-state">
          <p className="empty-state__title">Nothing to confirm yet</p>
          <Link className="button button--primary" to={paths.checkout.getHref()}>
            Back to your cart
          </Link>
        </div>
      </div>
    );
  }

  const profile = me.status === 'success' ? me.data : null;
  const address = draft.deliveryDetailsId ? profile?.userPublicData.deliveryDetails.find((details) => details.id === draft.deliveryDetailsId) : undefined;
  const measurement = profile?.userPublicData.measurements.find((set) => set.id === draft.measurementId);
  const lines = draft.items.map((item) => ({ ...item, line: cart.find((entry) => entry.id === item.productId) }));
  const subtotal = lines.reduce((sum, { line, quantity }) => sum + (line ? line.amount * quantity : 0), 0);
  const fee = !draft.delivery ? 0 : settings.status === 'success' && (address || !profile) ? deliveryFeeFor(settings.data, true, address?.state, subtotal) : undefined;
  const memberDiscount = profile?.memberDiscount ?? null;
  // Once placed, the server's figures; until then an estimate from the cart.
  const prices = placed
    ? { subtotal: placed.subtotal, deliveryFee: placed.deliveryFee, discount: placed.discount, total: placed.totalPrice }
    : fee === undefined
      ? { subtotal }
      : estimatePrices(subtotal, fee, memberDiscount);
  const discountOrder = placed ? placed.memberDiscountOrder : (memberDiscount?.nextOrder ?? undefined);
  const note = discountOrder !== undefined && memberDiscount ? discountNote(memberDiscount.percent, discountOrder, memberDiscount.orders) : undefined;
  /** What Pay charges, in naira, with the shopper's currency beside it when that is dollars. */
  const charged = (kobo: number) => (price(kobo) === formatMoney(kobo) ? formatMoney(kobo) : `${formatMoney(kobo)} (about ${price(kobo)})`);
  const shownLines = placed
    ? placed.orderItems.map((line, index) => ({ key: `${line.productId}-${index}`, title: line.title, quantity: line.quantity, unitPrice: line.unitPrice, price: line.price }))
    : lines.map(({ productId, quantity, line }) => ({ key: productId, title: line?.title ?? 'An item no longer in your cart', quantity, unitPrice: line?.amount, price: line ? line.amount * quantity : undefined }));

  function placeOrder() {
    if (!draft) return;
    void pay(async () => {
      const order = await addOrder(session.authedPost, {
        items: draft.items,
        delivery: draft.delivery,
        ...(draft.deliveryDetailsId ? { deliveryDetailsId: draft.deliveryDetailsId } : {}),
        measurementId: draft.measurementId,
        ...(draft.neededBy ? { neededBy: draft.neededBy } : {}),
        idempotencyKey: draft.idempotencyKey,
      }).catch((error: unknown) => {
        throw withItemNames(error, draft.items.map((item) => cart.find((entry) => entry.id === item.productId)?.title ?? 'an item'));
      });
      setPlaced(order);
      return order;
    });
  }

  return (
    <div className="container page">
      <PageHeading>Confirm your order</PageHeading>
      <div className="order-page">
        <div className="order-page__main">
          {me.status === 'error' ? <ErrorState message={errorMessage(me.error)} onRetry={me.retry} title="Your account could not be loaded" /> : null}
          {me.status === 'loading' ? <LoadingNote>Loading your order</LoadingNote> : null}
          <section aria-labelledby="order-where">
            <h2 id="order-where">{draft.delivery ? 'Delivery address' : 'Pick-up address'}</h2>
            {draft.delivery ? (
              address ? (
                <AddressBlock title="Deliver to" address={address} />
              ) : profile ? (
                <p>This address is no longer saved. Please go back to your cart and choose another.</p>
              ) : null
            ) : settings.status === 'success' ? (
              <AddressBlock title="Collect your order at" address={settings.data.pickupAddress} />
            ) : null}
          </section>
          <section aria-labelledby="order-items">
            <h2 id="order-items">Items</h2>
            <ul className="order-covers" aria-hidden="true">
              {lines.map(({ productId, line }) => (line ? <li key={productId}><ResponsiveImage src={line.coverImage} alt="" width={64} height={80} /></li> : null))}
            </ul>
            <table className="order-lines">
              <caption className="visually-hidden">Items in this order</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Unit price</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {shownLines.map((line) => (
                  <tr key={line.key}>
                    <th scope="row" data-label="Item">
                      {line.title}
                    </th>
                    <td data-label="Quantity">{line.quantity}</td>
                    <td data-label="Unit price">{line.unitPrice === undefined ? '—' : price(line.unitPrice)}</td>
                    <td data-label="Price">{line.price === undefined ? '—' : price(line.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {draft.neededBy ? (
            <p>
              <strong>Needed by:</strong> {draft.neededBy}
            </p>
          ) : null}
          {measurement ? <MeasurementTable measurement={measurement} caption={`${measurement.name}'s Measurement`} /> : null}
          {lines.map(({ productId, measurementId, line }) => {
            const own = measurementId ? profile?.userPublicData.measurements.find((set) => set.id === measurementId) : undefined;
            return own ? <MeasurementTable key={productId} measurement={own} caption={`${line?.title ?? 'Item'}: ${own.name}'s Measurement`} /> : null;
          })}
        </div>
        <section className="panel order-page__panel" aria-labelledby="order-summary">
          <h2 id="order-summary">Summary</h2>
          <PriceSummaryList prices={prices} discountNote={note} />
          {placed && busy ? (
            <p className="order-page__waiting" role="status">
              <strong>Waiting for payment</strong>
              <br />
              Order {placed.orderID}: {charged(placed.totalPrice)}. Complete the payment in the Pay window.
            </p>
          ) : null}
          <p className="cart-page__next">
            {placed ? 'Priced by the shop.' : 'Estimate: the shop prices your order when you place it, and that is what you pay.'}
          </p>
          <p className="cart-page__next">You are charged in naira (₦); prices in dollars are a guide at the shop&apos;s rate.</p>
          <button type="button" className="button button--primary button--block" onClick={placeOrder} disabled={busy} aria-busy={busy}>
            {busy ? 'Placing your order…' : 'Place an order'}
          </button>
          <PaymentIcons />
          <BuyerProtection />
        </section>
      </div>
    </div>
  );
}
