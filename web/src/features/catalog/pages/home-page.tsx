import { Link } from '../../../lib/router/link';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ShieldIcon, SparkleIcon, TagIcon, TruckIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { CardSkeletons, ErrorState, LoadingNote } from '../../../components/ui/status';
import { useShopSettings } from '../../../components/checkout/api/fetch-shop-settings';
import { usePrice } from '../../../components/checkout/use-price';
import { paths, productsAnchor } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { deliveryRule, discountProgress } from '../../../lib/checkout/promises';
import { useMe } from '../../../lib/user/use-me';
import { useCategories } from '../api/fetch-categories';
import { useTopProducts } from '../api/fetch-all-products';
import { ProductGrid } from '../components/product-card';

const benefits = [
  { icon: ShieldIcon, title: 'Satisfaction guaranteed', text: 'If it does not fit, we exchange it.' },
  { icon: SparkleIcon, title: 'Daily new arrivals', text: 'Fresh fabrics and styles every day.' },
  { icon: TagIcon, title: 'Member discounts', text: 'Better prices when you sign up.' },
];

/** The shipping tile states the shop's real delivery rule, from the general settings. */
function ShippingBenefit() {
  const settings = useShopSettings();
  const price = usePrice();
  const rule = settings.status === 'success' ? deliveryRule(settings.data, price) : { title: 'Delivery across Nigeria', text: 'Delivered to your door, or pick up in person.' };
  return (
    <li className="benefit">
      <TruckIcon size={28} />
      <h3 className="benefit__title">{rule.title}</h3>
      <p className="benefit__text">{rule.text}</p>
    </li>
  );
}

/** Visitors are asked to join; members see how many of their discounted orders are left. */
function MemberPromo() {
  const signedIn = useSession().status === 'signed-in';
  const me = useMe();
  const progress = signedIn && me.status === 'success' && me.data ? discountProgress(me.data.memberDiscount) : null;
  return (
    <div className="promo">
      <h2 id="promo-title" className="promo__title">
        50% off your first three orders
      </h2>
      {signedIn ? (
        <>
          <p className="promo__text">{progress ?? 'Members get half price on their first three orders.'}</p>
          <Link className="button button--accent" to={paths.products.getHref('all')}>
            Shop all products
          </Link>
        </>
      ) : (
        <>
          <p className="promo__text">Members get half price on their first three orders. Create a free account to join.</p>
          <Link className="button button--accent" to={paths.register.getHref()}>
            Create an Account
          </Link>
        </>
      )}
    </div>
  );
}

const steps = [
  { title: 'Create an account', text: 'Sign up with your e-mail in a minute.' },
  { title: 'Fill in your measurements', text: 'Save your sizes once; we tailor every piece to them.' },
  { title: 'Browse and shop', text: 'Pick a style and fabric, add it to your cart and check out.' },
  { title: 'Shipping', text: 'We sew, finish and ship your outfit, or you pick it up.' },
];

/**
 * A category tile's width (`.category-tiles` in home-page.css: as many 6.5rem columns as fit, 1rem apart, in the
 * 76rem container with its 1rem, then 1.5rem, padding): about 116px in the full container, under 164px (two
 * columns or more) down to a 256px viewport, the whole content width below that.
 */
const categoryTileSizes = '(min-width: 1216px) 116px, (min-width: 256px) 164px, calc(100vw - 2rem)';

function Categories() {
  const categories = useCategories();
  if (categories.status === 'error') {
    return <ErrorState message={errorMessage(categories.error)} onRetry={categories.retry} title="Categories could not be loaded" />;
  }
  if (categories.status === 'loading') {
    return (
      <>
        <LoadingNote>Loading categories</LoadingNote>
        <ul className="category-tiles" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="category-tile">
              <div className="category-tile__image skeleton" />
              <span className="skeleton skeleton--line" style={{ width: '60%' }} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <ul className="category-tiles" aria-label="Categories">
      {categories.data.map((category) => (
        <li key={category.id} className="category-tile">
          <Link to={paths.products.getHref(category.name)} className="category-tile__link">
            <ResponsiveImage className="category-tile__image" src={category.image} sizes={categoryTileSizes} alt="" width={300} height={300} loading="lazy" decoding="async" />
            <span className="category-tile__name">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TopProducts() {
  const products = useTopProducts();
  if (products.status === 'error') {
    return <ErrorState message={errorMessage(products.error)} onRetry={products.retry} title="Top products could not be loaded" />;
  }
  if (products.status === 'loading') return <CardSkeletons count={4} label="Loading top products" />;
  if (products.data.length === 0) return <p>No top products yet. See everything in All Products.</p>;
  return <ProductGrid products={products.data} label="Top products" />;
}

export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="hero__kicker">Made to measure · Since 2006</p>
          <PageHeading className="hero__title">Native fashion, tailored to you</PageHeading>
          <p className="hero__text">
            Agbada, kaftan, senator and Ankara outfits cut to your own measurements and delivered across Nigeria.
          </p>
          <div className="hero__actions">
            <Link className="button button--accent" to={paths.products.getHref('all')}>
              Shop all products
            </Link>
            <a className="button button--ghost" href="#how-it-works">
              How it works
            </a>
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="visually-hidden">
          Why shop with us
        </h2>
        <ul className="benefits">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="benefit">
              <Icon size={28} />
              <h3 className="benefit__title">{title}</h3>
              <p className="benefit__text">{text}</p>
            </li>
          ))}
          <ShippingBenefit />
        </ul>
      </section>

      <section className="container section" aria-labelledby="categories-title">
        <div className="section__head">
          <h2 id="categories-title" className="section-title">
            Shop by category
          </h2>
          <Link to={paths.products.getHref('all')} className="section__more">
            See All<span className="visually-hidden"> products</span>
          </Link>
        </div>
        <Categories />
      </section>

      <section className="container section" aria-labelledby="top-title">
        <div className="section__head">
          <h2 id="top-title" className="section-title">
            Top Products
          </h2>
          <Link to={paths.products.getHref('all')} className="section__more">
            See All<span className="visually-hidden"> products</span>
          </Link>
        </div>
        <div id={productsAnchor} tabIndex={-1} className="skip-target">
          <TopProducts />
        </div>
      </section>

      <section id="how-it-works" className="section section--tinted" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section-title">
            How it works
          </h2>
          <ol className="steps">
            {steps.map(({ title, text }, index) => (
              <li key={title} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="step__title">{title}</h3>
                <p className="step__text">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section about-teaser" aria-labelledby="about-title">
        <h2 id="about-title" className="section-title">
          About us
        </h2>
        <p>
          Founded in 2006, Aso began as a small tailoring workshop making agbada and kaftan for family and friends.
          Today our tailors cut every piece to the measurements you give us, in fabrics chosen by hand.
        </p>
        <Link to={paths.aboutUs.getHref()}>Read our story</Link>
      </section>

      <section className="container section" aria-labelledby="promo-title">
        <MemberPromo />
      </section>
    </>
  );
}
