import { Link } from '../../lib/router/link';
import { paths } from '../../config/paths';
import { Logo } from '../../components/ui/logo';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div>
          <Logo />
          <p className="footer__tagline">Made-to-measure native fashion, tailored in Nigeria since 2006.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="footer__links">
            <li>
              <Link to={paths.products.getHref('all')}>All Products</Link>
            </li>
            <li>
              <Link to={paths.aboutUs.getHref()}>About Us</Link>
            </li>
            <li>
              <Link to={paths.menu.getHref()}>Site map</Link>
            </li>
            <li>
              <Link to={paths.checkout.getHref()}>Cart</Link>
            </li>
          </ul>
        </nav>
        <p className="footer__copy">© {new Date().getFullYear()} Aso. Prices in Naira (₦).</p>
      </div>
    </footer>
  );
}
