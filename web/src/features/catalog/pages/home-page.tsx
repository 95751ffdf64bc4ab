import { lazy, Suspense } from 'react';
import { Link } from '../../../lib/router/link';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

/**
 * The sections under the hero load in a chunk of their own, so `/` paints its first screen with less script.
 * Until they arrive a screen-high space holds their place, so the footer never shows and then jumps away.
 */
const HomeSections = lazy(() => import('./home-sections'));

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
      <Suspense fallback={<div className="home-sections-pending" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
