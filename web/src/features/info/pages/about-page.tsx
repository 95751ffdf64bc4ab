import { Link } from '../../../lib/router/link';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

/** `/about-us` and `/about`: the founding story, what made-to-measure means here, and the fit promise. */
export default function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <article className="container page prose">
      <PageHeading>About Us</PageHeading>
      <p className="lead">Aso is Yoruba for cloth. We have been cutting it to measure since 2006.</p>
      <h2>Our story</h2>
      <p>
        Aso started in 2006 as a two-person tailoring workshop in Port Harcourt, sewing agbada and kaftan for family,
        friends and their weddings. Word spread, the workshop grew, and today our tailors dress customers in every
        state of Nigeria — still cutting each piece by hand.
      </p>
      <h2>What made-to-measure means here</h2>
      <p>
        Nothing is taken off a rack. You save your measurements once — shoulder, sleeve, chest, waist, trouser
        length, cap size and more — and every outfit you order is cut and sewn to them. Our tailors add the right
        allowances in-house, so you measure tight, in inches, with a tape, and leave the rest to us.
      </p>
      <h2>Our fit promise</h2>
      <p>
        Satisfaction guaranteed: if your outfit does not fit as it should, we exchange it. Tell us what is wrong and
        we will alter or remake it.
      </p>
      <p>
        <Link className="button button--primary" to={paths.products.getHref('all')}>
          Browse the collection
        </Link>
      </p>
    </article>
  );
}
