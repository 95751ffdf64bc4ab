import type { ReactNode } from 'react';
import type { PriceSummary } from '../../lib/checkout/estimate';
import { formatMoney } from '../../lib/money';
import { usePrice } from './use-price';

// A labelled image to assistive technology: a bare span may not carry an aria-label (axe aria-prohibited-attr).
const loading = <span className="skeleton skeleton--inline" role="img" aria-label="Loading" />;

/**
 * SubTotal, delivery fee, member discount and total (kobo). A value still loading shows a skeleton; the
 * discount row appears only when there is one. The storefront shows the shopper's currency; the back office
 * passes `naira`.
 */
export function PriceSummaryList({
  prices,
  children,
  naira = false,
  discountNote,
}: {
  prices: Partial<PriceSummary> & { subtotal: number };
  children?: ReactNode;
  naira?: boolean;
  /** Said under the discount, e.g. "50% off, order 1 of 3". */
  discountNote?: string;
}) {
  const { subtotal, deliveryFee, discount = 0, total } = prices;
  const shopperPrice = usePrice();
  const price = naira ? formatMoney : shopperPrice;
  return (
    <dl className="summary">
      <div>
        <dt>SubTotal</dt>
        <dd>{price(subtotal)}</dd>
      </div>
      <div>
        <dt>Delivery fee</dt>
        <dd>{deliveryFee === undefined ? loading : price(deliveryFee)}</dd>
      </div>
      {discount > 0 ? (
        <div className="summary__discount">
          <dt>
            Member discount{discountNote ? <span className="summary__note">: {discountNote}</span> : null}
          </dt>
          <dd>−{price(discount)}</dd>
        </div>
      ) : null}
      {children}
      <div className="summary__total">
        <dt>Total</dt>
        <dd>{total === undefined ? loading : price(total)}</dd>
      </div>
    </dl>
  );
}
