import type { PatternStyle, Silhouette } from './catalog-data';

/**
 * Generated product art: small SVGs in Ankara, Adire, Aso-Oke and other textile styles. The same seed
 * always gives the same picture, so a reset reproduces the same catalog.
 */
type Random = () => number;

/** A small deterministic PRNG (cyrb53-style hash into mulberry32). */
export function randomFrom(seed: string): Random {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < seed.length; index += 1) {
    const code = seed.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  let state = (Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function colour(palette: readonly string[], index: number): string {
  return palette[index % palette.length] ?? '#888888';
}

/** One tile of the textile, as the body of an SVG `<pattern>` of the given size. */
function tile(style: PatternStyle, palette: readonly string[], random: Random, size: number): string {
  const [a, b, c, d] = [0, 1, 2, 3].map((index) => colour(palette, index));
  const half = size / 2;
  switch (style) {
    case 'ankara': {
      const rings = 2 + Math.floor(random() * 3);
      const circles = Array.from({ length: rings }, (_, ring) => `<circle cx="${half}" cy="${half}" r="${round(half * (1 - ring / (rings + 0.5)))}" fill="${ring % 2 ? c : b}"/>`).join('');
      const dots = [0, size].flatMap((x) => [0, size].map((y) => `<circle cx="${x}" cy="${y}" r="${round(size * 0.12)}" fill="${d}"/>`)).join('');
      const leaf = `<path d="M${half} ${round(size * 0.05)} q${round(size * 0.08)} ${round(size * 0.1)} 0 ${round(size * 0.2)} q${round(-size * 0.08)} ${round(-size * 0.1)} 0 ${round(-size * 0.2)}z" fill="${d}"/>`;
      return `<rect width="${size}" height="${size}" fill="${a}"/>${circles}${dots}${leaf}`;
    }
    case 'adire': {
      const spiral = Array.from({ length: 4 }, (_, ring) => `<circle cx="${half}" cy="${half}" r="${round(size * (0.1 + ring * 0.09))}" fill="none" stroke="${c}" stroke-width="${round(size * 0.025)}" stroke-dasharray="${round(size * 0.05)} ${round(size * 0.03)}"/>`).join('');
      const cross = `<path d="M0 0L${size} ${size}M${size} 0L0 ${size}" stroke="${b}" stroke-width="${round(size * 0.04)}"/>`;
      const dots = Array.from({ length: 4 }, (_, index) => `<circle cx="${round(size * (index % 2 ? 0.9 : 0.1))}" cy="${round(size * (index < 2 ? 0.1 : 0.9))}" r="${round(size * 0.04)}" fill="${c}"/>`).join('');
      return `<rect width="${size}" height="${size}" fill="${a}"/>${cross}${spiral}<circle cx="${half}" cy="${half}" r="${round(size * 0.05)}" fill="${c}"/>${dots}`;
    }
    case 'aso-oke': {
      let x = 0;
      const stripes: string[] = [];
      while (x < size) {
        const width = round(size * (0.04 + random() * 0.14));
        stripes.push(`<rect x="${round(x)}" width="${width}" height="${size}" fill="${colour(palette, stripes.length)}"/>`);
        x += width;
      }
      const weft = `<path d="M0 ${round(size * 0.25)}H${size}M0 ${round(size * 0.75)}H${size}" stroke="${c}" stroke-width="${round(size * 0.015)}" stroke-dasharray="${round(size * 0.03)} ${round(size * 0.03)}" opacity="0.7"/>`;
      return `${stripes.join('')}<rect x="${round(half - size * 0.01)}" width="${round(size * 0.02)}" height="${size}" fill="${b}"/>${weft}`;
    }
    case 'kente': {
      const blocks = [0, 1].flatMap((i) => [0, 1].map((j) => `<rect x="${i * half}" y="${j * half}" width="${half}" height="${half}" fill="${(i + j) % 2 ? a : b}"/>`)).join('');
      const zigzag = `<path d="M0 ${half} l${size / 8} ${-size / 8} l${size / 8} ${size / 8} l${size / 8} ${-size / 8} l${size / 8} ${size / 8} l${size / 8} ${-size / 8} l${size / 8} ${size / 8} l${size / 8} ${-size / 8} l${size / 8} ${size / 8}" fill="none" stroke="${c}" stroke-width="${round(size * 0.04)}"/>`;
      const bars = `<rect x="${round(size * 0.2)}" y="${round(size * 0.1)}" width="${round(size * 0.06)}" height="${round(size * 0.3)}" fill="${c}"/><rect x="${round(size * 0.7)}" y="${round(size * 0.6)}" width="${round(size * 0.06)}" height="${round(size * 0.3)}" fill="${c}"/>`;
      return `${blocks}${zigzag}${bars}`;
    }
    case 'damask': {
      const petals = Array.from({ length: 6 }, (_, index) => `<ellipse cx="${half}" cy="${round(half - size * 0.16)}" rx="${round(size * 0.06)}" ry="${round(size * 0.15)}" fill="${b}" opacity="0.75" transform="rotate(${index * 60} ${half} ${half})"/>`).join('');
      const diamond = `<path d="M${half} 0L${size} ${half}L${half} ${size}L0 ${half}Z" fill="none" stroke="${b}" stroke-width="${round(size * 0.015)}" opacity="0.6"/>`;
      return `<rect width="${size}" height="${size}" fill="${a}"/>${diamond}${petals}<circle cx="${half}" cy="${half}" r="${round(size * 0.05)}" fill="${c}"/>`;
    }
    case 'lace': {
      const holes = Array.from({ length: 3 }, (_, row) =>
        Array.from({ length: 3 }, (_, column) => `<circle cx="${round(size * (0.17 + column * 0.33))}" cy="${round(size * (0.17 + row * 0.33))}" r="${round(size * 0.09)}" fill="none" stroke="${b}" stroke-width="${round(size * 0.02)}"/>`).join(''),
      ).join('');
      return `<rect width="${size}" height="${size}" fill="${a}"/>${holes}<circle cx="${half}" cy="${half}" r="${round(size * 0.03)}" fill="${c}"/>`;
    }
  }
}

function patternDef(id: string, style: PatternStyle, palette: readonly string[], random: Random, size: number, rotate: number): string {
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate})">${tile(style, palette, random, size)}</pattern>`;
}

/** Garment outlines on a 600×750 canvas. */
const silhouettes: Record<Silhouette, string> = {
  agbada: 'M300 90c-30 0-45 10-55 25L60 200l-20 330 150 20 10 110h200l10-110 150-20-20-330-185-85c-10-15-25-25-55-25z',
  kaftan: 'M300 90c-25 0-40 8-50 22l-110 45-60 210 70 20 45-140v450h210V247l45 140 70-20-60-210-110-45c-10-14-25-22-50-22z',
  senator: 'M300 90c-25 0-40 8-50 22l-105 40-55 200 65 18 40-120v170h210V250l40 120 65-18-55-200-105-40c-10-14-25-22-50-22zM200 405h95l5 265h-95zM305 405h95l-5 265h-95z',
  dress: 'M300 95c-20 0-35 6-45 18l-60 25-50 120 55 22 35-70-70 490h270l-70-490 35 70 55-22-50-120-60-25c-10-12-25-18-45-18z',
  wrapper: 'M120 160c60-50 300-50 360 0l-40 60c-60-30-220-30-280 0zM160 250h280l40 430H120z',
  cap: 'M130 470c0-170 80-280 170-280s170 110 170 280zM110 470h380v70H110z',
};

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

export interface ArtInput {
  seed: string;
  style: PatternStyle;
  palette: readonly string[];
  silhouette: Silhouette;
}

/** The cover: the garment's outline cut from the cloth, on a soft ground with a second cloth as backdrop. */
export function coverArt(input: ArtInput): string {
  const random = randomFrom(`${input.seed}:cover`);
  const size = round(60 + random() * 50);
  const ground = colour(input.palette, input.palette.length - 1);
  const defs = `<defs>${patternDef('cloth', input.style, input.palette, random, size, Math.floor(random() * 4) * 15)}${patternDef('backdrop', input.style, [ground, '#ffffff', ground], random, 140, 45)}</defs>`;
  const body = `${defs}<rect width="600" height="750" fill="${ground}"/><rect width="600" height="750" fill="url(#backdrop)" opacity="0.18"/><ellipse cx="300" cy="700" rx="220" ry="22" fill="#000" opacity="0.12"/><path d="${silhouettes[input.silhouette]}" fill="url(#cloth)" stroke="#1a1a1a" stroke-opacity="0.35" stroke-width="4" stroke-linejoin="round"/>`;
  return svg(600, 750, body);
}

/** Gallery pictures: close-ups of the cloth at another scale and angle, with a fold shadow. */
export function galleryArt(input: ArtInput, index: number): string {
  const random = randomFrom(`${input.seed}:gallery:${index}`);
  const size = round(index % 2 ? 120 + random() * 60 : 50 + random() * 30);
  const defs = `<defs>${patternDef('cloth', input.style, input.palette, random, size, Math.floor(random() * 8) * 11)}<linearGradient id="fold" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.22"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>`;
  const body = `${defs}<rect width="600" height="750" fill="url(#cloth)"/><rect width="600" height="750" fill="url(#fold)"/>`;
  return svg(600, 750, body);
}

/** Category tiles: a square of the category's cloth with its garment outline. */
export function categoryArt(input: ArtInput): string {
  const random = randomFrom(`${input.seed}:category`);
  const defs = `<defs>${patternDef('cloth', input.style, input.palette, random, 90, 0)}</defs>`;
  const ground = colour(input.palette, input.palette.length - 1);
  const body = `${defs}<rect width="600" height="600" fill="url(#cloth)"/><rect x="60" y="40" width="480" height="520" rx="24" fill="${ground}" opacity="0.88"/><g transform="translate(90 50) scale(0.7)"><path d="${silhouettes[input.silhouette]}" fill="url(#cloth)" stroke="#1a1a1a" stroke-opacity="0.35" stroke-width="5"/></g>`;
  return svg(600, 600, body);
}
