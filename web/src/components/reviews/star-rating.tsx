import './star-rating.css';

const five = '★★★★★';

function reviewsLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * Read-only stars for a rating of 0–5 (partly filled for a fraction), read out as one phrase:
 * "Rated 4.5 out of 5, 12 reviews". With `count`, the number of reviews shows beside the stars.
 */
export function StarRating({ value, count }: { value: number; count?: number }) {
  const clamped = Math.min(5, Math.max(0, value));
  const label = `Rated ${clamped} out of 5${count === undefined ? '' : `, ${reviewsLabel(count)}`}`;
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__glyphs" aria-hidden="true">
        {five}
        <span className="stars__fill" style={{ width: `${(clamped / 5) * 100}%` }}>
          {five}
        </span>
      </span>
      {count === undefined ? null : <span aria-hidden="true">({count})</span>}
    </span>
  );
}
