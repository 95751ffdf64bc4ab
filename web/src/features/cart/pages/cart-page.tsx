import { useEffect, useId, useState } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { Link } from '../../../lib/router/link';
import { minLeadDays } from '@functions/shop/order/contract';
import { deliveryFeeFor } from '@functions/shop/setting/contract';
import { BuyerProtection, PaymentIcons } from '../../../components/checkout/payment-icons';
import { PriceSummaryList } from '../../../components/checkout/price-summary';
import { DeliveryDetailsPicker } from '../../../components/saved-entries/delivery-details-picker';
import { MeasurementPicker } from '../../../components/saved-entries/measurement-picker';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { cartTotal } from '../../../lib/cart/cart-rules';
import { cartStore, useCart } from '../../../lib/cart/cart-store';
import { saveCheckoutDraft } from '../../../lib/checkout/checkout-draft';
import { earliestNeededBy, estimatePrices } from '../../../lib/checkout/estimate';
import { discountNote } from '../../../lib/checkout/promises';
import { preconnectToPay } from '../../../lib/runtime-config';
import { invalidateMe, useMe } from '../../../lib/user/use-me';
import { useShopSettings } from '../../../components/checkout/api/fetch-shop-settings';
import { CartLines } from '../components/cart-lines';

type DeliveryMethod = 'delivery' | 'pickup';
type Picker = 'address' | 'measurement' | null;

/**
 * The cart page (`/checkout`): lines, delivery method, the delivery-details and measurement choosers, an
 * optional needed-by date and an estimated summary. Order checks SPEC §5's choices and hands ids only to
 * the confirmation page, where the server prices the order.
 */
export default function CartPage() {
  useDocumentTitle('Your Cart');
  const cart = useCart();
  const settings = useShopSettings();
  const session = useSession();
  const me = useMe();
  const navigate = useNavigate();
  const [method, setMethod] = useState<DeliveryMethod>('delivery');
  const [chosenAddressId, setAddressId] = useState<string | undefined>(undefined);
  const [measurementId, setMeasurementId] = useState<string | undefined>(undefined);
  const [neededBy, setNeededBy] = useState('');
  const [lineMeasurements, setLineMeasurements] = useState<Record<string, string>>({});
  const [picker, setPicker] = useState<Picker>(null);
  const groupId = useId();
  const subtotal = cartTotal(cart);
  const hasItems = cart.length > 0;
  const signedIn = session.status === 'signed-in';
  const profile = me.status === 'success' && me.data ? me.data : null;
  const addresses = profile?.userPublicData.deliveryDetails ?? [];
  const measurements = profile?.userPublicData.measurements ?? [];
  // The default delivery details are preselected until the customer picks others.
  const addressId = chosenAddressId ?? addresses.find((details) => details.default)?.id;
  const address = addresses.find((details) => details.id === addressId);
  const measurement = measurements.find((set) => set.id === measurementId);
  const earliest = earliestNeededBy(minLeadDays);

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

  const deliveryFee = method === 'pickup' ? 0 : settings.status === 'success' ? deliveryFeeFor(settings.data, true, address?.state, subtotal) : undefined;
  const memberDiscount = signedIn && profile ? profile.memberDiscount : null;
  const prices = deliveryFee === undefined ? { subtotal } : estimatePrices(subtotal, deliveryFee, memberDiscount);
  const note = memberDiscount?.nextOrder ? discountNote(memberDiscount.percent, memberDiscount.nextOrder, memberDiscount.orders) : undefined;

  function order() {
    if (!signedIn) {
      toast.error('Please Login First');
      navigate(paths.login.getHref(paths.checkout.getHref()));
      return;
    }
    if (method === 'delivery' && !address) {
      toast.error('Please select a delivery address');
      return;
    }
    if (!measurement) {
      toast.error('Please select a measurement');
      return;
    }
    if (neededBy && neededBy < earliest) {
      toast.error(`The needed-by date must be at least ${minLeadDays} days from today`);
      return;
    }
    saveCheckoutDraft({
      items: cart.map((item) => {
        const own = measurements.find((set) => set.id === lineMeasurements[item.id]);
        return { productId: item.id, quantity: item.quantity, ...(own && own.id !== measurement.id ? { measurementId: own.id } : {}) };
      }),
      delivery: method === 'delivery',
      ...(method === 'delivery' && address ? { deliveryDetailsId: address.id } : {}),
      measurementId: measurement.id,
      ...(neededBy ? { neededBy } : {}),
    });
    navigate(paths.order.getHref());
  }

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
        <section className="panel cart-page__summary" aria-labelledby={`${groupId}-summary`}>
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
          {signedIn ? (
            <div className="choices">
              {me.status === 'error' ? <ErrorState message={errorMessage(me.error)} onRetry={me.retry} title="Your addresses and measurements could not be loaded" /> : null}
              {method === 'delivery' ? (
                <div className="choice">
                  <h3 className="choice__title">Delivery address</h3>
                  <p className="choice__value">
                    {address ? `${address.name}, ${address.address}, ${address.city}, ${address.state}` : 'No address selected'}
                  </p>
                  <button type="button" className="button button--outline button--small" onClick={() => setPicker('address')} disabled={!profile}>
                    {address ? 'Change address' : 'Choose address'}
                  </button>
                </div>
              ) : null}
              <div className="choice">
                <h3 className="choice__title">Measurement</h3>
                <p className="choice__value">{measurement ? `${measurement.name}'s Measurement` : 'No measurement selected'}</p>
                <button type="button" className="button button--outline button--small" onClick={() => setPicker('measurement')} disabled={!profile}>
                  {measurement ? 'Change measurement' : 'Choose measurement'}
                </button>
              </div>
              {measurement && measurements.length > 1 && cart.length > 0 ? (
                <fieldset className="choice choice--lines">
                  <legend className="choice__title">Another person&apos;s measurement for an item (optional)</legend>
                  {cart.map((item) => (
                    <label key={item.id} className="choice__line">
                      <span>{item.title}</span>
                      <select value={lineMeasurements[item.id] ?? ''} onChange={(event) => setLineMeasurements((current) => ({ ...current, [item.id]: event.target.value }))}>
                        <option value="">Same as the order ({measurement.name})</option>
                        {measurements
                          .filter((set) => set.id !== measurement.id)
                          .map((set) => (
                            <option key={set.id} value={set.id}>
                              {set.name}&apos;s Measurement
                            </option>
                          ))}
                      </select>
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <div className="choice">
                <label className="choice__title" htmlFor={`${groupId}-needed-by`}>
                  Needed by (optional)
                </label>
                <input
                  id={`${groupId}-needed-by`}
                  className="choice__date"
                  type="date"
                  min={earliest}
                  value={neededBy}
                  aria-describedby={`${groupId}-needed-by-hint`}
                  onChange={(event) => setNeededBy(event.target.value)}
                />
                <p id={`${groupId}-needed-by-hint`} className="choice__hint">
                  Made-to-measure work takes time: at least {minLeadDays} days from today.
                </p>
              </div>
            </div>
          ) : null}
          <h2 id={`${groupId}-summary`} className="section-title">
            Summary
          </h2>
          {settings.status === 'error' && method === 'delivery' ? (
            <ErrorState message={errorMessage(settings.error)} onRetry={settings.retry} title="The delivery fee could not be loaded" />
          ) : null}
          {settings.status === 'loading' && <LoadingNote>Loading delivery fee</LoadingNote>}
          <PriceSummaryList prices={prices} discountNote={note} />
          {signedIn ? <p className="cart-page__next">Estimate: the shop confirms the exact prices when you place the order.</p> : null}
          <p className="cart-page__next">You are charged in naira (₦).</p>
          <button type="button" className="button button--primary button--block" onClick={order}>
            Order
          </button>
          <PaymentIcons />
          <BuyerProtection />
        </section>
      </div>
      {picker === 'address' ? (
        <DeliveryDetailsPicker
          deliveryDetails={addresses}
          selectedId={addressId}
          onSelect={(details) => {
            setAddressId(details.id);
            setPicker(null);
          }}
          onChanged={invalidateMe}
          onClose={() => setPicker(null)}
        />
      ) : null}
      {picker === 'measurement' ? (
        <MeasurementPicker
          measurements={measurements}
          selectedId={measurementId}
          onSelect={(set) => {
            setMeasurementId(set.id);
            setPicker(null);
          }}
          onChanged={invalidateMe}
          onClose={() => setPicker(null)}
        />
      ) : null}
    </div>
  );
}
