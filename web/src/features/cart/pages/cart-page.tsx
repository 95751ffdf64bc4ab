import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ShieldIcon } from '../../../components/ui/icons';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { cartTotal } from '../../../lib/cart/cart-rules';
import { cartStore, useCart } from '../../../lib/cart/cart-store';
import { formatMoney } from '../../../lib/money';
import { preconnectToPay } from '../../../lib/runtime-config';
import { useShopSettings } from '../api/fetch-shop-settings';
import { CartLines } from '../components/cart-lines';

type DeliveryMethod = 'delivery' | 'pickup';

function PaymentIcons() {
  return (
    <ul className="pay-icons" aria-label="We accept">
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Visa">
          <rect width="48" height="30" rx="4" fill="#1a1f71" />
          <text x="24" y="20" textAnchor="middle" fill="#fff" fontSize="12" fontWeight="700" fontStyle="italic" fontFamily="Arial, sans-serif">
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Mastercard">
          <rect width="48" height="30" rx="4" fill="#222" />
          <circle cx="20" cy="15" r="8" fill="#eb001b" />
          <circle cx="28" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Verve">
          <rect width="48" height="30" rx="4" fill="#00425f" />
          <text x="24" y="19" textAnchor="middle" fill="#fff" fontSize="10" fontWeight="700" fontFamily="Arial, sans-serif">
            Verve
          </text>
        </svg>
      </li>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Bank transfer">
          <rect width="48" height="30" rx="4" fill="#e8efe9" stroke="#1f3d2b" />
          <path d="M12 12h24L24 6Zm2 2h3v8h-3Zm8.5 0h3v8h-3Zm8.5 0h3v8h-3ZM11 23h26v2H11Z" fill="#1f3d2b" />
        </svg>
      </li>
    </ul>
  );
}

/**
 * The cart page (`/checkout`): lines, delivery method and the summary. The delivery fee and pick-up
 * address are shop settings served by the API; the address and measurement choosers and the Order button
 * arrive with the orders feature.
 */
export default function CartPage() {
  useDocumentTitle('Your Cart');
  const cart = useCart();
  const settings = useShopSettings();
  const [method, setMethod] = useState<DeliveryMethod>('delivery');
  const groupId = useId();
  const subtotal = cartTotal(cart);
  const hasItems = cart.length > 0;

  useEffect(() => {
    // Payment starts from this page: warm up the connection to Pay (its origin comes from /config.json).
    if (hasItems) preconnectToPay().catch(() => undefined);
  }, [hasItems]);

  if (cart.length === 0) {
    return (
      <div className="container page">
        <PageHeading>Your Cart</PageHeading>
        <div className="empty-state">
          <p className="empty-state__title">No Items in Cart</p>
          <Link className="button button--primary" to={paths.home.getHref()}>
            Continue Shopping
          </Link>
        </div>
      </div>
    );
  }

  const deliveryFee = method === 'pickup' ? 0 : settings.status === 'success' ? settings.data.deliveryFee : undefined;

  return (
    <div className="container page">
      <PageHeading>Your Cart</PageHeading>
      <div className="cart-page">
        <section className="cart-page__items" aria-labelledby={`${groupId}-items`}>
          <h2 id={`${groupId}-items`} className="section-title">
            Items
          </h2>
          <CartLines items={cart} label="Items in your cart" />
          <button type="button" className="link-button" onClick={() => cartStore.clear()}>
            Clear Cart
          </button>
        </section>
        <section className="cart-page__summary" aria-labelledby={`${groupId}-summary`}>
          <fieldset className="delivery">
            <legend className="section-title">Delivery method</legend>
            <label className="delivery__option">
              <input type="radio" name="delivery" checked={method === 'delivery'} onChange={() => setMethod('delivery')} />
              Delivery
            </label>
            <label className="delivery__option">
              <input type="radio" name="delivery" checked={method === 'pickup'} onChange={() => setMethod('pickup')} />
              Pick Up
            </label>
          </fieldset>
          {method === 'pickup' &&
            (settings.status === 'success' ? (
              <address className="pickup">
                <strong>Pick-up address</strong>
                <br />
                {settings.data.pickupAddress.name}
                <br />
                {settings.data.pickupAddress.address}
                <br />
                {settings.data.pickupAddress.city}, {settings.data.pickupAddress.state}, {settings.data.pickupAddress.country}
                <br />
                {settings.data.pickupAddress.phone}
              </address>
            ) : null)}
          <h2 id={`${groupId}-summary`} className="section-title">
            Summary
          </h2>
          {settings.status === 'error' && method === 'delivery' ? (
            <ErrorState message={errorMessage(settings.error)} onRetry={settings.retry} title="The delivery fee could not be loaded" />
          ) : null}
          {settings.status === 'loading' && <LoadingNote>Loading delivery fee</LoadingNote>}
          <dl className="summary">
            <div>
              <dt>SubTotal</dt>
              <dd>{formatMoney(subtotal)}</dd>
            </div>
            <div>
              <dt>Delivery fee</dt>
              <dd>{deliveryFee === undefined ? <span className="skeleton skeleton--inline" aria-label="Loading" /> : formatMoney(deliveryFee)}</dd>
            </div>
            <div className="summary__total">
              <dt>Total</dt>
              <dd>{deliveryFee === undefined ? <span className="skeleton skeleton--inline" aria-label="Loading" /> : formatMoney(subtotal + deliveryFee)}</dd>
            </div>
          </dl>
          <p className="cart-page__next">Choosing a delivery address and your measurements, and placing the order, come next.</p>
          <PaymentIcons />
          <p className="protection">
            <ShieldIcon size={20} />
            <span>
              <strong>Buyer protection:</strong> get a full refund if your item is not as described or is not delivered.
            </span>
          </p>
        </section>
      </div>
    </div>
  );
}
