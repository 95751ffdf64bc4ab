import { Link } from '../../../lib/router/link';
import { useLocation } from '../../../lib/router/router';
import { productPanelParam } from '../../../config/paths';
import type { Product } from '@functions/shop/product/contract';
import { StarRating } from '../../../components/reviews/star-rating';
import { PlusIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { usePrice } from '../../../components/checkout/use-price';
import { useAddToCart } from './use-add-to-cart';
import { panelLinkState, useProductLink } from './use-product-link';

/** A card's width in the grid (`.product-grid` in global.css: 2, 3 then 4 columns inside the 76rem container). */
const cardImageSizes =
  '(min-width: 1216px) 281px, (min-width: 1024px) calc((100vw - 92px) / 4), (min-width: 640px) calc((100vw - 56px) / 3), calc((100vw - 44px) / 2)';

/**
 * A product card: cover image, category, name, amount and, once reviewed, the average rating. The name links to the detail panel (the whole
 * card is clickable through it); the plus button adds one piece.
 */
export function ProductCard({ product, eager = false, headingLevel = 3 }: { product: Product; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const productLink = useProductLink();
  const addToCart = useAddToCart();
  const price = usePrice();
  return (
    <li className="card">
      <div className="card__media">
        <ResponsiveImage
          src={product.coverImage}
          sizes={cardImageSizes}
          alt=""
          width={400}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      </div>
      <div className="card__body">
        <p className="card__category">{product.category}</p>
        <Heading className="card__title">
          <Link className="card__link" to={productLink(product.id)} state={panelLinkState}>
            {product.name}
          </Link>
        </Heading>
        <p className="card__price">{price(product.amount)}</p>
        {product.reviewCount && product.ratingAverage != null ? <StarRating value={product.ratingAverage} count={product.reviewCount} /> : null}
      </div>
      <button type="button" className="card__add" aria-label={`Add ${product.name} to cart`} onClick={() => addToCart(product, 1)}>
        <PlusIcon size={20} />
      </button>
    </li>
  );
}

/**
 * A grid of product cards; the first `eagerCount` images load at once (they are above the fold), unless a
 * product's panel is open over the page (a shared `?product=` link): then the panel's image is what the shopper
 * sees first, and the grid's must not compete with it for a slow connection. Card titles are `h3` under a
 * section heading, or `h2` directly under the page's `h1`.
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  label,
  headingLevel = 3,
}: {
  products: readonly Product[];
  eagerCount?: number;
  label: string;
  headingLevel?: 2 | 3;
}) {
  const panelOpen = new URLSearchParams(useLocation().search).has(productPanelParam);
  const eager = panelOpen ? 0 : eagerCount;
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < eager} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
