import { maxLineQuantity, quantityLimitMessage, type CartItem } from '../../../lib/cart/cart-rules';
import { cartStore } from '../../../lib/cart/cart-store';
import { PlusIcon } from '../../../components/ui/icons';
import { MinusIcon, TrashIcon } from '../../../components/ui/more-icons';
import { usePrice } from '../../../components/checkout/use-price';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/**
 * Cart lines with plus/minus (never below 1, never above the server's limit, which the line then says) and
 * remove; shared by the drawer and the cart page.
 */
export function CartLines({ items, label }: { items: readonly CartItem[]; label: string }) {
  const price = usePrice();
  return (
    <ul className="cart-lines" aria-label={label}>
      {items.map((item) => {
        const full = item.quantity >= maxLineQuantity;
        const limitId = `cart-limit-${item.id}`;
        return (
          <li key={item.id} className="cart-line">
            <ResponsiveImage className="cart-line__image" src={item.coverImage} alt="" width={64} height={80} loading="lazy" decoding="async" />
            <div className="cart-line__info">
              <p className="cart-line__title">{item.title}</p>
              <p className="cart-line__meta">
                {item.category} · {price(item.amount)} each
              </p>
              <div className="stepper stepper--small" role="group" aria-label={`Quantity of ${item.title}`}>
                <button
                  type="button"
                  className="stepper__button"
                  aria-label={`Decrease quantity of ${item.title}`}
                  disabled={item.quantity <= 1}
                  onClick={() => cartStore.decrease(item.id)}
                >
                  <MinusIcon size={16} />
                </button>
                <span className="stepper__value">{item.quantity}</span>
                <button
                  type="button"
                  className="stepper__button"
                  aria-label={`Increase quantity of ${item.title}`}
                  aria-disabled={full}
                  aria-describedby={full ? limitId : undefined}
                  onClick={() => cartStore.increase(item.id)}
                >
                  <PlusIcon size={16} />
                </button>
              </div>
              <p id={limitId} className="cart-line__limit" aria-live="polite">
                {full ? quantityLimitMessage(item.title) : ''}
              </p>
            </div>
            <div className="cart-line__end">
              <p className="cart-line__price">{price(item.price)}</p>
              <button type="button" className="icon-button" aria-label={`Remove ${item.title}`} onClick={() => cartStore.remove(item.id)}>
                <TrashIcon size={18} />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
