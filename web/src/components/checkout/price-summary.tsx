import type { ReactNode } from 'react';
import type { PriceSummary } from '../../lib/checkout/estimate';
import { formatMoney } from '../../lib/money';

// A labelled image to assistive technology: a bare span may not carry an aria-label (axe aria-prohibited-attr).
const loading = <span className="skeleton skeleton--inline" role="img" aria-label="Loading" />;

/**
 * SubTotal, delivery fee, member discount and total (kobo). A value still loading shows a skeleton; the
 * discount row appears only when there is one.
 */
export function PriceSummaryList({ prices, children }: { prices: Partial<PriceSummary> & { subtotal: number }; children?: ReactNode }) {
  const { subtotal, deliveryFee, discount = 0, total } = prices;
  return (
    <dl className="summary">
      <div>
        <dt>SubTotal</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
      <div>
        <dt>Delivery fee</dt>
        <dd>{deliveryFee === undefined ? loading : formatMoney(deliveryFee)}</dd>
      </div>
      {discount > 0 ? (
        <div className="summary__discount">
          <dt>Member discount</dt>
          <dd>−{formatMoney(discount)}</dd>
        </div>
      ) : null}
      {children}
      <div className="summary__total">
        <dt>Total</dt>
        <dd>{total === undefined ? loading : formatMoney(total)}</dd>
      </div>
    </dl>
  );
}
