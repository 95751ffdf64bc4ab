import { useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/router/router';
import type { Product } from '@functions/shop/product/contract';
import { Dialog } from '../../../components/dialog/dialog';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons';
import { MinusIcon } from '../../../components/ui/more-icons';
import { ErrorState } from '../../../components/ui/status';
import { productPanelParam } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { usePrice } from '../../../components/checkout/use-price';
import { quantityLimitMessage, roomFor } from '../../../lib/cart/cart-rules';
import { useCart } from '../../../lib/cart/cart-store';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useProduct } from '../api/get-product';
import { ProductReviews } from './product-reviews';
import { useAddToCart } from './use-add-to-cart';
import { isPanelFromApp } from './use-product-link';

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * The product detail panel, opened by `?product={id}` on any storefront page. Closing it (button, Escape,
 * backdrop, or the browser's Back) removes the parameter: it goes back when the panel was opened inside
 * the app, and replaces the entry when it was opened by a shared or reloaded link.
 */
export default function ProductPanel({ productId }: { productId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const query = useProduct(productId);

  function close() {
    if (isPanelFromApp(location.state)) {
      navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(productPanelParam);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }

  return (
    <Dialog variant="panel" labelledBy={headingId} onClose={close} initialFocus={closeRef} fallbackFocus={mainHeading}>
      <div className="panel__bar">
        <button ref={closeRef} type="button" className="icon-button" aria-label="Close product details" onClick={close}>
          <CloseIcon />
        </button>
      </div>
      {query.status === 'success' ? (
        <ProductDetails key={query.data.id} product={query.data} headingId={headingId} />
      ) : query.status === 'error' ? (
        <div className="panel__body">
          <h2 id={headingId} className="panel__title">
            {query.error instanceof ApiError && query.error.status === 404 ? 'Product not found' : 'Product details'}
          </h2>
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <p>This product is no longer in our catalog. Close this panel to keep browsing.</p>
          ) : (
            <ErrorState message={errorMessage(query.error)} onRetry={query.retry} />
          )}
        </div>
      ) : (
        <div className="panel__body" aria-busy="true">
          <h2 id={headingId} className="visually-hidden">
            Loading product details
          </h2>
          <div className="panel__image skeleton" />
          <span className="skeleton skeleton--line" style={{ width: '30%' }} />
          <span className="skeleton skeleton--line skeleton--title" style={{ width: '70%' }} />
          <span className="skeleton skeleton--line" style={{ width: '25%' }} />
        </div>
      )}
    </Dialog>
  );
}

function ProductDetails({ product, headingId }: { product: Product; headingId: string }) {
  const price = usePrice();
  const gallery = [product.coverImage, ...product.images.filter((image) => image !== product.coverImage)];
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(0);
  const [hint, setHint] = useState('');
  const addToCart = useAddToCart();
  const hintId = useId();
  const room = roomFor(useCart(), product.id);

  function add() {
    if (quantity < 1) {
      setHint('Choose a quantity of at least 1 first.');
      return;
    }
    addToCart(product, quantity);
    setQuantity(0);
    setHint('');
  }

  return (
    <div className="panel__body">
      <div className="panel__image">
        <ResponsiveImage
          key={gallery[imageIndex]}
          src={gallery[imageIndex] ?? product.coverImage}
          sizes="(min-width: 544px) 504px, calc(100vw - 40px)"
          alt={product.name}
          width={800}
          height={1000}
          // The panel's largest paint: fetched ahead of the grid's images behind it.
          fetchPriority="high"
        />
      </div>
      {gallery.length > 1 && (
        <ul className="panel__thumbs" aria-label="Gallery">
          {gallery.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="panel__thumb"
                aria-label={`Show image ${index + 1} of ${gallery.length}`}
                aria-pressed={index === imageIndex}
                onClick={() => setImageIndex(index)}
              >
                <ResponsiveImage src={image} sizes="64px" alt="" width={80} height={100} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="card__category">{product.category}</p>
      <h2 id={headingId} className="panel__title">
        {product.name}
      </h2>
      <p className="panel__price">{price(product.amount)}</p>
      <p className="panel__description">{product.description}</p>
      <div className="panel__buy">
        <div className="stepper" role="group" aria-label="Quantity">
          <button
            type="button"
            className="stepper__button"
            aria-label="Decrease quantity"
            onClick={() => setQuantity((value) => Math.max(0, value - 1))}
          >
            <MinusIcon size={18} />
          </button>
          <output className="stepper__value" aria-live="polite" aria-label="Quantity">
            {quantity}
          </output>
          <button
            type="button"
            className="stepper__button"
            aria-label="Increase quantity"
            aria-disabled={quantity >= room}
            onClick={() => {
              if (quantity >= room) {
                setHint(room < 1 ? `Your cart holds the most it can. ${quantityLimitMessage(product.name)}` : quantityLimitMessage(product.name));
                return;
              }
              setQuantity((value) => value + 1);
              setHint('');
            }}
          >
            <PlusIcon size={18} />
          </button>
        </div>
        <button type="button" className="button button--primary" aria-describedby={hint ? hintId : undefined} onClick={add}>
          Add to Cart
        </button>
      </div>
      <p id={hintId} className="panel__hint" aria-live="polite">
        {hint}
      </p>
      <ProductReviews product={product} />
    </div>
  );
}
