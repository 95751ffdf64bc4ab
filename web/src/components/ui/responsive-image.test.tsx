/** @jest-environment jsdom */
import { fireEvent, render } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';

const sizes = '(min-width: 544px) 504px, 100vw';

describe('Responsive image', () => {
  test('It should offer the AVIF then WebP variants of an uploaded photo with the given sizes, the original as fallback', () => {
    const { container } = render(<ResponsiveImage src="/images/products/a1.jpg" sizes={sizes} alt="Kaftan" width={400} height={500} />);

    const sources = [...container.querySelectorAll('picture > source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]);
    expect(sources).toEqual([
      ['image/avif', '/images/products/a1.w320.avif 320w, /images/products/a1.w640.avif 640w, /images/products/a1.w1024.avif 1024w', sizes],
      ['image/webp', '/images/products/a1.w320.webp 320w, /images/products/a1.w640.webp 640w, /images/products/a1.w1024.webp 1024w', sizes],
    ]);
    const img = container.querySelector('picture > img');
    expect([img?.getAttribute('src'), img?.getAttribute('alt'), img?.getAttribute('width')]).toEqual(['/images/products/a1.jpg', 'Kaftan', '400']);
  });

  test('It should size a fixed-width thumbnail by its width when no sizes are given', () => {
    const { container } = render(<ResponsiveImage src="/images/products/a1.jpg" alt="" width={40} height={48} />);

    expect([...container.querySelectorAll('picture > source')].map((source) => source.getAttribute('sizes'))).toEqual(['40px', '40px']);
  });

  test('It should show seeded SVG art as it is: it has no variants', () => {
    const { container } = render(<ResponsiveImage src="/images/products/p9/cover.svg" sizes={sizes} alt="" />);

    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/products/p9/cover.svg');
    expect(container.querySelector('img')?.hasAttribute('sizes')).toBe(false);
  });

  test('It should fall back to the original when a variant does not load (not written yet, or an older upload)', () => {
    const { container } = render(<ResponsiveImage src="/images/products/b2.png" sizes={sizes} alt="" />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no img');

    fireEvent.error(img);

    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/products/b2.png');
  });

  test('It should offer the variants of a category cover and of an avatar, which get them too', () => {
    const { container } = render(
      <>
        <ResponsiveImage src="/images/categories/c1.png" sizes="40px" alt="" />
        <ResponsiveImage src="/images/avatars/u-1/me.webp" sizes="96px" alt="Your profile picture" />
        <ResponsiveImage src="/images/categories/c2/cover.svg" sizes="40px" alt="" />
      </>,
    );

    const avif = [...container.querySelectorAll('picture > source[type="image/avif"]')].map((source) => [source.getAttribute('srcset'), source.getAttribute('sizes')]);
    expect(avif).toEqual([
      ['/images/categories/c1.w320.avif 320w, /images/categories/c1.w640.avif 640w, /images/categories/c1.w1024.avif 1024w', '40px'],
      ['/images/avatars/u-1/me.w320.avif 320w, /images/avatars/u-1/me.w640.avif 640w, /images/avatars/u-1/me.w1024.avif 1024w', '96px'],
    ]);
    expect(container.querySelectorAll('picture')).toHaveLength(2);
  });

  test('It should try the variants of a new image after an earlier one fell back (a replaced avatar, the next gallery photo)', () => {
    const { container, rerender } = render(<ResponsiveImage src="/images/avatars/u-1/old.png" sizes="96px" alt="" />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no img');
    fireEvent.error(img);
    expect(container.querySelector('picture')).toBeNull();

    rerender(<ResponsiveImage src="/images/avatars/u-1/new.png" sizes="96px" alt="" />);

    expect(container.querySelector('picture > source')?.getAttribute('srcset')).toContain('/images/avatars/u-1/new.w320.avif 320w');
  });
});
