import { useId, useRef } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { Link } from '../../../lib/router/link';
import { Dialog } from '../../../components/dialog/dialog';
import { toast } from '../../../components/toast/toast-store';
import { useToastsAbove } from '../../../components/toast/use-toasts-above';
import { CloseIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import { cartTotal } from '../../../lib/cart/cart-rules';
import { cartStore, useCart } from '../../../lib/cart/cart-store';
import { usePrice } from '../../../components/checkout/use-price';
import { CartLines } from './cart-lines';

/**
 * The cart side drawer (SPEC §2, §5). Checkout closes the drawer first, then: an empty cart says
 * 'Cart is Empty'; a signed-out visitor is told 'Please Login First' and sent to sign in, coming back to
 * the cart page afterwards; a signed-in customer goes to the cart page.
 */
export default function CartDrawer({ onClose }: { onClose: () => void }) {
  const price = usePrice();
  const cart = useCart();
  const session = useSession();
  const navigate = useNavigate();
  const headingId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const footRef = useRef<HTMLDivElement>(null);
  useToastsAbove(footRef);

  function checkout() {
    onClose();
    if (cart.length === 0) {
      toast.error('Cart is Empty');
      return;
    }
    if (session.status !== 'signed-in') {
      toast.error('Please Login First');
      navigate(paths.login.getHref(paths.checkout.getHref()));
      return;
    }
    navigate(paths.checkout.getHref());
  }

  return (
    <Dialog variant="drawer" labelledBy={headingId} onClose={onClose} initialFocus={closeRef}>
      <div className="drawer__head">
        <h2 id={headingId} className="drawer__title">
          Your Cart
        </h2>
        <button ref={closeRef} type="button" className="icon-button" aria-label="Close cart" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {cart.length === 0 ? (
        <div className="drawer__empty">
          <p>Cart is Empty</p>
          <Link className="button button--outline" to={paths.products.getHref('all')} onClick={onClose}>
            Browse products
          </Link>
        </div>
      ) : (
        <div className="drawer__body">
          <CartLines items={cart} label="Items in your cart" />
          <button type="button" className="link-button drawer__clear" onClick={() => cartStore.clear()}>
            Clear Cart
          </button>
        </div>
      )}
      <div ref={footRef} className="drawer__foot">
        <p className="drawer__total">
          <span>Total</span>
          <span>{price(cartTotal(cart))}</span>
        </p>
        <button type="button" className="button button--primary button--block" onClick={checkout}>
          Checkout
        </button>
        {cart.length > 0 && (
          <Link className="drawer__view" to={paths.checkout.getHref()} onClick={onClose}>
            View cart page
          </Link>
        )}
      </div>
    </Dialog>
  );
}
